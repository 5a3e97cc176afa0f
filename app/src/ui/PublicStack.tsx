import type { ReactNode } from 'react';
import { block } from './block';
import styles from './PublicStack.module.css';

const LAYOUTS = {
  narrow: styles.stack,
  wide: `${styles.stack} ${styles.wide}`,
  columns: styles.columns,
} as const;

/**
 * A signed-out page's cards, centred: one narrow column (sign-in forms, messages), a wider one
 * (registration), or two columns side by side that stack on a phone (sign-in and register).
 */
export function PublicStack({
  children,
  layout = 'narrow',
}: {
  children: ReactNode;
  layout?: keyof typeof LAYOUTS;
}) {
  return <div className={LAYOUTS[layout]}>{children}</div>;
}

/** A long text on one white sheet (terms, the carbon method), signed out. */
export const PublicReading = block('div', styles.reading);
