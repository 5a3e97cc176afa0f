import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { openapiDocument, type OpenApiDocument } from '@oncourse/openapi';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { tooManyRequests } from './core/errors.ts';
import { installErrorHandler, toAppError } from './http/error-handler.ts';
import { securityHeaders } from './http/security-headers.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { echoRequestId, requestIdFrom } from './http/ops-request-id.ts';
import { closeConnectionsWhenClosing } from './http/close-connections.ts';
import { registerMetrics } from './metrics/metrics.ts';
import type { AppContext } from './core/context.ts';
import { mergeHandlers, type HandlerMap } from './http/handlers.ts';
import { registerContractRoutes } from './http/routes.ts';
import { registerAppStatic } from './http/static.ts';
import { registerPublicPages } from './modules/public-profile/public-pages.routes.ts';
import { registerApiCompression } from './http/compression.ts';
import { loggerOptions } from './http/log-format.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { contractValidator } from './http/validation.ts';
import { moduleHandlers } from './modules/index.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { scheduleOrphanSweep } from './storage/stored-files.ts';
import { createExportPool, type ExportPool } from './workers/export-pool.ts';
import { startCertificateCalendar } from './modules/certification/certificate-calendar.job.ts';

export interface BuildAppOptions {
  config: Config;
  db: DatabaseHandle;
  /** Defaults to the mailer the configuration describes (SMTP or the outbox table). */
  mailer?: Mailer;
  /** A logger instance (pino-compatible), or false for none; defaults to pino at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** Extra handlers (tests); merged with the modules' handlers, duplicates throw. */
  handlers?: HandlerMap[];
  /** Defaults to the storage the configuration names (S3, or the folder DATA_DIR/files). */
  storage?: FileStorage;
  /** Another contract (tests of the wiring itself); defaults to openapi/openapi.yaml. With it, only `handlers` are used. */
  document?: OpenApiDocument;
  /** Defaults to REPORT_WORKERS worker threads, closed with the app (a pool passed in belongs to its caller). */
  exports?: ExportPool;
}

/**
 * One log line per request, when it completes (with the request, its status and time), instead of
 * Fastify's two: logging showed in the profile of saving answers.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const details = {
      req: request,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...details, err: error }, 'request errored');
    else reply.log.info(details, 'request completed');
  }
}

/**
 * Builds the Fastify app: plugins, every contract operation as a route (501 until a module
 * handles it), the error shape for every failure, and the built app with SPA fallback.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const { trustProxy } = config;
  const applySecurityHeaders = securityHeaders(config);
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : options.logger
        ? { loggerInstance: options.logger }
        : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: 1024 * 1024,
    // A path parameter as long as Node lets a request line be: an over-long id then reaches the
    // operation's own validation (400, declared) instead of the router's undeclared 414 or 404.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Every log line of a request carries its id, taken from X-Request-Id when the caller sent one.
    genReqId: requestIdFrom,
    // Behind a load balancer the client's address comes from X-Forwarded-For (TRUST_PROXY).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Uploads carry their own limit (UPLOAD_MAX_BYTES); JSON bodies never need more than 1 MiB.
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    clientErrorHandler: clientErrorHandler(applySecurityHeaders),
    // A bad percent-escape or an over-long parameter is answered before any route or hook runs:
    // give it the error shape and the security headers all the same.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request.raw, reply.raw);
      const appError = toAppError(error);
      void (reply as FastifyReply)
        .code(appError.statusCode)
        .type('application/json; charset=utf-8')
        .send(appError.toBody());
    },
  }) as unknown as FastifyInstance;

  const mailer = options.mailer ?? createMailer(config, db.db, app.log);
  // The outbox worker stops with the server (a mailer passed in belongs to its caller).
  if (!options.mailer) app.addHook('onClose', () => mailer.close());
  const storage = options.storage ?? createStorage(config);
  const exports = options.exports ?? createExportPool(config);
  // Reports already being made finish before the workers stop.
  if (!options.exports) app.addHook('onClose', () => exports.close());
  const context: AppContext = { db: db.db, dbKind: db.kind, config, mailer, storage, log: app.log, exports };
  const stopOrphanSweep = scheduleOrphanSweep(context);
  app.addHook('onClose', async () => stopOrphanSweep());
  const calendar = startCertificateCalendar(context);
  app.addHook('onClose', async () => calendar.stop());
  const document = options.document ?? openapiDocument;

  installErrorHandler(app);
  echoRequestId(app);
  closeConnectionsWhenClosing(app);
  registerMetrics(app, db, config.metricsToken, () => exports.stats.workers);
  // An empty body sent as application/json (a DELETE with a stray header) means "no body", not a
  // parse error; the operation's schema then decides whether a body was required.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 5, fields: 20, parts: 25, fieldSize: 100 * 1024 },
    throwFileSizeLimit: true,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so every server on it shares each client's allowance.
    store: databaseRateLimitStore(db.db),
    errorResponseBuilder: () => tooManyRequests(),
  });

  await registerApiCompression(app);
  registerContractRoutes(app, {
    document,
    handlers: mergeHandlers([...(options.document ? [] : moduleHandlers), ...(options.handlers ?? [])]),
    validator: contractValidator(document),
    context,
    validateResponses: config.validateResponses,
  });
  // Before the app: its fallback would answer these paths with the SPA.
  await registerPublicPages(app, context);
  await registerAppStatic(app, config.appDist);
  return app;
}
