import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './Panel.module.css';
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
export function PanelTitle({
  children,
  id,
  className,
}: {
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <h2 id={id} className={classNames(styles.title, className)}>
      {children}
    </h2>
  );
}

/** The title on the left, the panel's buttons on the right; they wrap under it when narrow. */
export function PanelHeader({ children }: { children: ReactNode }) {
  return <div className={styles.header}>{children}</div>;
}
