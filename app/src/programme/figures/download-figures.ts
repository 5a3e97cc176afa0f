import type { AppServices } from '../../services';
import { namedBlob } from '../../improve/download';
import type { FiguresSource, FiguresTable } from './load-figures';

/** One table's CSV as the server names it (docs/programme-console.md#figures). */
export async function downloadFigures(api: AppServices['api'], source: FiguresSource, table: FiguresTable) {
  const answer =
    source.kind === 'staff'
      ? await api.GET('/api/console/figures/{table}.csv', {
          params: { path: { table }, query: source.demo ? { demo: true } : {} },
          parseAs: 'blob',
        })
      : await api.GET('/api/federation/figures/{table}.csv', {
          params: { path: { table } },
          parseAs: 'blob',
        });
  return namedBlob(answer, `oncourse-${table}.csv`);
}
