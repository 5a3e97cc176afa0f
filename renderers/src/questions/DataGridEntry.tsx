import { lazy, Suspense } from 'react';
import { rankWith, uiTypeIs } from '@oncourse/engine';
import type { QuestionRendererProps } from './types.ts';

// TanStack Table is downloaded when a section shows a grid, not with every page that renders
// questions (docs/engineering.md#route-budgets).
const DataGrid = lazy(() => import('./DataGrid.tsx').then((module) => ({ default: module.DataGrid })));

/** DATAGRID's registry entry: the grid renderer, loaded on first use. */
export function LazyDataGrid(props: QuestionRendererProps) {
  return (
    <Suspense fallback={null}>
      <DataGrid {...props} />
    </Suspense>
  );
}

export const dataGridEntry = { tester: rankWith(1, uiTypeIs('DATAGRID')), renderer: LazyDataGrid };
