import { defineHandlers, requireOrganisation } from '../../http/handlers.ts';
import * as benchmarks from './benchmarks.service.ts';
import * as targets from './targets.service.ts';

/**
 * Peer benchmarks and reduction targets (docs/benchmarks-and-targets.md). The wiring has checked
 * the activity (reviews to read, change-organisation-details to change) in the organisation of
 * the path before any of these runs.
 */
export const benchmarksHandlers = defineHandlers({
  getBenchmarks: (req, ctx) => benchmarks.benchmarks(ctx, requireOrganisation(req), req.query.year),
  getBenchmarkSharing: (req, ctx) => benchmarks.sharing(ctx, requireOrganisation(req)),
  updateBenchmarkSharing: (req, ctx) => benchmarks.updateSharing(ctx, requireOrganisation(req), req.body),
  getReductionTargets: (req, ctx) => targets.targets(ctx, requireOrganisation(req)),
  createReductionTarget: (req, ctx) => targets.createTarget(ctx, requireOrganisation(req), req.body),
  updateReductionTarget: (req, ctx) =>
    targets.updateTarget(ctx, requireOrganisation(req), req.params.targetId, req.body),
  deleteReductionTarget: (req, ctx) =>
    targets.deleteTarget(ctx, requireOrganisation(req), req.params.targetId),
});
