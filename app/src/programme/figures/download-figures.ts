import type { AppServices } from '../../services';
import type { FiguresSource, FiguresTable } from './load-figures';

/** One table's CSV (docs/programme-console.md#figures), from the console's or the federation's figures. */
export function downloadFigures(api: AppServices['api'], source: FiguresSource, table: FiguresTable) {
  return source.kind === 'staff'
    ? api.GET('/api/console/figures/{table}.csv', {
        params: { path: { table }, query: source.demo ? { demo: true } : {} },
        parseAs: 'blob',
      })
    : api.GET('/api/federation/figures/{table}.csv', {
        params: { path: { table } },
        parseAs: 'blob',
      });
}
