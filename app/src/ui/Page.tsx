import type { ReactNode } from 'react';
import styles from './Page.module.css';
import { block } from './block';
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
export const PageTitle = block('h1', styles.title);

/** The introduction under the page's title, in muted text. */
export const PageLead = block('p', styles.lead);
