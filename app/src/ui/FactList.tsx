import type { ReactNode } from 'react';

/** Facts as term and value pairs (a case's state, dates, verifier), in one description list. */
export function FactList({ rows, className }: { rows: readonly [string, ReactNode][]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
