import type { ReactNode } from 'react';
import styles from './Alert.module.css';
import { classNames } from './class-names';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
  /** Inside a live region that is already on the page, which announces the message itself. */
  inLiveRegion?: boolean;
}

/** A message box; errors are announced at once (role alert), the others politely (role status). */
export function Alert({ tone = 'error', children, className, inLiveRegion = false }: AlertProps) {
  const role = inLiveRegion ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div className={classNames(styles.alert, styles[tone], className)} role={role}>
      {children}
    </div>
  );
}
