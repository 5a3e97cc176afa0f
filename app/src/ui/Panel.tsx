import type { ComponentPropsWithoutRef } from 'react';
import styles from './Panel.module.css';
import { block } from './block';
import { classNames } from './class-names';

type PanelProps = ComponentPropsWithoutRef<'section'> & {
  /** A panel of links is a nav landmark; every other panel is a section. */
  as?: 'section' | 'nav';
};

/** A bordered white block of a signed-in page; name it with `aria-labelledby` its PanelTitle. */
export function Panel({ as: Element = 'section', className, ...props }: PanelProps) {
  return <Element {...props} className={classNames(styles.panel, className)} />;
}

/** The panel's h2. */
export const PanelTitle = block('h2', styles.title);

/** The title on the left, the panel's buttons on the right; they wrap under it when narrow. */
export const PanelHeader = block('div', styles.header);
