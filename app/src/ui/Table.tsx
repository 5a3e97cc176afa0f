import type { ReactNode } from 'react';
import styles from './Table.module.css';
import { block } from './block';
import { classNames } from './class-names';

interface DataTableProps {
  children: ReactNode;
  /** On a phone each row becomes a block of lines, each cell under its `data-label`. */
  stacking?: boolean;
  className?: string;
  'aria-labelledby'?: string;
}

/**
 * A data table that scrolls sideways when it is wider than the page; a stacking one turns each row
 * into labelled lines when its own box is narrower than a tablet.
 */
export function DataTable({ children, stacking = false, className, ...aria }: DataTableProps) {
  return (
    <div className={classNames(styles.scroll, stacking && styles.stackingBox)}>
      <table {...aria} className={classNames(styles.table, stacking && styles.stacking, className)}>
        {children}
      </table>
    </div>
  );
}

/** The class of a cell whose value must stay on one line (a date, a size). */
export const noWrapCellClass = styles.nowrap;

/** A row's buttons, side by side. */
export const RowActions = block('span', styles.rowActions);

/** A small pill beside or in a cell: a member's status, a "New" document. */
export function StatusLabel({
  children,
  tone = 'plain',
  className,
}: {
  children: ReactNode;
  /** Warning marks what still waits on someone (an invitation not yet accepted). */
  tone?: 'plain' | 'warning';
  className?: string;
}) {
  return (
    <span
      className={classNames(styles.statusLabel, tone === 'warning' && styles.statusLabelWarning, className)}
    >
      {children}
    </span>
  );
}
