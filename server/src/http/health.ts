// Readiness for a load balancer (GET /api/readiness): this server takes traffic only while its
// database and, when configured, its object storage answer. Liveness stays GET /api/healthcheck.
import { AppError } from '../core/errors.ts';
import type { AppContext } from '../core/context.ts';
import { pingDatabase } from '../db/client.ts';
import { defineHandlers } from './handlers.ts';

/** A key nothing is stored under: reading it proves the bucket answers without writing anything. */
const PROBE_KEY = 'readiness-probe';

/** 503 naming what does not answer; the catalogue has no code of its own for it (like 501). */
const notReady = (what: string) =>
  new AppError(503, 'INTERNAL_SERVER_ERROR', `Not ready: ${what} does not answer`);

export async function readiness(ctx: AppContext) {
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    ctx.log.warn({ err: error }, 'Readiness: the database does not answer');
    throw notReady('the database');
  }
  if (ctx.config.s3) {
    try {
      await ctx.storage.get(PROBE_KEY);
    } catch (error) {
      ctx.log.warn({ err: error }, 'Readiness: the object storage does not answer');
      throw notReady('the object storage');
    }
  }
  return {
    ready: true as const,
    database: ctx.dbKind,
    storage: ctx.config.s3 ? ('object-storage' as const) : ('local' as const),
  };
}

export const healthHandlers = defineHandlers({
  readiness: (_req, ctx) => readiness(ctx),
});
