import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import * as exports from './exports.service.ts';
import * as insights from './insights.service.ts';

/**
 * Insights computed from the answers (docs/insights.md#behaviour). The wiring has checked the `reviews` activity
 * and read access in the organisation of the path before any of these runs.
 */
export const insightsHandlers = defineHandlers({
  getCarbonFootprint: (req, ctx) =>
    insights.carbonFootprint(ctx, requireOrganisation(req), req.query.year, req.query.wellToTank, req.userId),
  getFootprintBasis: (req, ctx) => insights.footprintBasis(ctx, requireOrganisation(req), req.query.year),
  getAnnualDataSeries: (req, ctx) => insights.annualDataSeries(ctx, requireOrganisation(req)),
  getFootprintYears: (req, ctx) => insights.footprintYears(ctx, requireOrganisation(req)),
  getCertificationReadiness: (req, ctx) =>
    insights.certificationReadiness(ctx, requireOrganisation(req), req.userId),
  downloadAnnualReport: (req, ctx) =>
    exports.annualReport(
      ctx,
      requireOrganisation(req),
      req.query.year,
      requireUserId(req),
      req.query.wellToTank,
    ),
  downloadAnswersCsv: (req, ctx) => exports.answersExport(ctx, requireOrganisation(req), requireUserId(req)),
});
