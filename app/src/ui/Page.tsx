import type { ReactNode } from 'react';
import styles from './Page.module.css';
import { classNames } from './class-names';

interface PageProps {
  children: ReactNode;
  /** Narrow pages hold one card or one short form. */
  width?: 'wide' | 'narrow';
  className?: string;
}

/** A signed-in page's column inside the shell's main area. */
export function Page({ children, width = 'wide', className }: PageProps) {
  return (
    <div className={classNames(styles.page, width === 'narrow' && styles.narrow, className)}>{children}</div>
  );
}

/** The page's one h1. */
export function PageTitle({
  children,
  id,
  className,
}: {
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <h1 id={id} className={classNames(styles.title, className)}>
      {children}
    </h1>
  );
}

/** The introduction under the page's title, in muted text. */
export function PageLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
