import { defineHandlers } from '../../http/handlers.ts';
import * as figures from './figures.service.ts';

/** Programme staff's figures (docs/programme-console.md#figures); the wiring has checked x-programme-role staff. */
export const programmeFiguresHandlers = defineHandlers({
  getProgrammeFigures: (req, ctx) =>
    figures.programmeFigures(ctx, { demo: req.query.demo ?? false, countries: null, sharingOnly: false }),
  downloadProgrammeFiguresCsv: (req, ctx) =>
    figures.programmeFiguresCsv(
      ctx,
      { demo: req.query.demo ?? false, countries: null, sharingOnly: false },
      req.params.table,
    ),
});
