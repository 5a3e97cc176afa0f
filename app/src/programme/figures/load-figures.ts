import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import type { AppServices } from '../../services';

export type ProgrammeFigures = Schemas['ProgrammeFigures'];
export type FiguresTable = Schemas['FiguresTable'];

/** Whose figures a page shows: staff's (every country, the demo apart) or a federation's own. */
export type FiguresSource = { kind: 'staff'; demo: boolean } | { kind: 'federation' };

/** The figures page's address: `demo` shows the demo's organisations instead of the real ones. */
export const validateFiguresSearch = (search: Record<string, unknown>): { demo?: true } =>
  search.demo === true || search.demo === 'true' ? { demo: true } : {};

export function loadFigures(services: AppServices, source: FiguresSource): Promise<ProgrammeFigures> {
  return source.kind === 'staff'
    ? need(services.api.GET('/api/console/figures', { params: { query: source.demo ? { demo: true } : {} } }))
    : need(services.api.GET('/api/federation/figures'));
}
