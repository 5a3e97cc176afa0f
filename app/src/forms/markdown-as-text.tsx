import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx inside RJSF (aliased in vite.config.ts): no form of ours enables
 * markdown in descriptions or help, and RJSF's own configuration-error texts read as plain text.
 * Keeps about 10 kB gzipped off every page with a form (docs/engineering.md#route-budgets).
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
