import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import styles from './ToggleSwitch.module.css';

/** An on/off switch with its label: a track and thumb the eye reads as a switch, react-aria's semantics. */
export function ToggleSwitch({
  children,
  ...props
}: Omit<SwitchProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <Switch {...props} className={styles.switch}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </Switch>
  );
}
