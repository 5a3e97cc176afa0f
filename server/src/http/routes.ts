// Registers every operation of the contract as a Fastify route: authentication, validation,
// organisation access, the handler from the registry, and the envelope around its result.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { AppError, badRequest, notImplemented } from '../core/errors.ts';
import { listOperations, type ContractOperation, type OpenApiDocument } from '@oncourse/openapi';
import { CONTROL_CHARACTER, type ContractValidator } from './validation.ts';
import {
  WithCookies,
  type AppContext,
  type BinaryResult,
  type OrganisationAccess,
  type ProgrammeAccess,
  type UploadedFile,
} from '../core/context.ts';
import { writeCookies } from './cookies.ts';
import type { HandlerMap, HandlerRequest, OperationId } from './handlers.ts';
import { asWrite } from '../db/statement-priority.ts';
import { requireMembership } from '../modules/access/membership.service.ts';
import {
  organisationResources,
  requireResourceAccess,
} from '../modules/access/resource-organisation.service.ts';
import { authenticate, requireSelf } from './guards.ts';
import { answerMethodsNotAllowed } from './method-not-allowed.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, once, requestDigest } from './idempotency.ts';
import { requireProgrammeRole } from '../modules/access/programme-role.service.ts';

/** The X-Client-Id header, else the User-Agent, cut to 200 characters (HandlerRequest.client). */
function clientOf(headers: Record<string, string | string[] | undefined>): string | null {
  const named = headers['x-client-id'];
  const value = (Array.isArray(named) ? named[0] : named) ?? headers['user-agent'];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 200) : null;
}

/**
 * Route config that rate-limits a route per client IP (@fastify/rate-limit, registered with
 * `global: false`); over the limit it answers 429 TOO_MANY_REQUESTS. Contract operations get it
 * from `x-rate-limit`; use it for any other route: `app.get(url, { config: rateLimitRouteConfig(10, 60_000) }, …)`.
 */
export function rateLimitRouteConfig(
  max: number,
  timeWindow: number | string,
): { rateLimit: { max: number; timeWindow: number | string } } {
  return { rateLimit: { max, timeWindow } };
}

/** Per-request state the wiring fills in before the handler runs. */
export interface RequestState {
  userId: number | null;
  organisation: OrganisationAccess | null;
  programme: ProgrammeAccess | null;
  body: unknown;
  files: Record<string, UploadedFile>;
}

declare module 'fastify' {
  interface FastifyRequest {
    oncourse: RequestState;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export interface WiringOptions {
  document: OpenApiDocument;
  handlers: HandlerMap;
  validator: ContractValidator;
  context: AppContext;
  validateResponses: boolean;
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** The multipart plugin's limits, which the error handler answers with 413. */
const tooLargeParts = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) throw new AppError(415, 'INCORRECT_FORMAT', 'Expected multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        // busboy takes an octet-stream part without `filename=` for a file whose name is undefined.
        if (typeof file.filename !== 'string') {
          throw badRequest('INCORRECT_FORMAT', 'The file part has no file name', file.fieldname);
        }
        // The file name becomes a stored title: the contract's text rule holds for it too.
        if (CONTROL_CHARACTER.test(file.filename)) {
          throw badRequest('INCORRECT_FORMAT', 'The file name contains a control character', file.fieldname);
        }
        // toBuffer throws FST_REQ_FILE_TOO_LARGE past UPLOAD_MAX_BYTES; the error handler makes it 413.
        const data = await file.toBuffer();
        files[file.fieldname] = {
          fieldname: file.fieldname,
          filename: file.filename,
          mimetype: file.mimetype,
          data,
        };
      } else {
        fields[part.fieldname] = String((part as MultipartValue).value);
      }
    }
  } catch (error) {
    if (error instanceof AppError || tooLargeParts.has((error as { code?: string }).code ?? '')) throw error;
    // Anything else the reader cannot take (a truncated body, a JSON field that is not JSON, a
    // prototype name) is a malformed request, whatever status busboy or the plugin gave it.
    throw badRequest('INCORRECT_FORMAT', 'The multipart body is malformed');
  }
  return { fields, files };
}

function sendBinary(reply: FastifyReply, operation: ContractOperation, result: BinaryResult) {
  reply.code(operation.successStatus).header('content-type', result.contentType);
  if (result.cacheControl) reply.header('cache-control', result.cacheControl);
  if (result.etag) reply.header('etag', `"${result.etag}"`);
  if (result.filename) {
    const encoded = encodeURIComponent(result.filename);
    reply.header('content-filename', encoded);
    reply.header('content-disposition', `${result.disposition ?? 'inline'}; filename*=UTF-8''${encoded}`);
  }
  const { body } = result;
  return reply.send(Buffer.isBuffer(body) || body instanceof Readable ? body : Buffer.from(body));
}

function isBinaryResult(value: unknown): value is BinaryResult {
  const candidate = value as Partial<BinaryResult> | null;
  return (
    !!candidate &&
    typeof candidate.contentType === 'string' &&
    (candidate.body instanceof Uint8Array || candidate.body instanceof Readable)
  );
}

const writeMethods = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Refuses to start on a contract whose access rules are incomplete, so a missing declaration can
 * never silently open an operation: an organisation-scoped operation must say where the
 * organisation id is, whether it reads or writes (no PUT, PATCH or DELETE may claim to read) and
 * need a signed-in user; an own-account operation must name a path parameter and need one too.
 */
export function assertAccessRules(operation: ContractOperation): void {
  const { operationId, activity, access, organisationParam, selfParam, auth, method } = operation;
  const { organisationOptional, organisationOf } = operation;
  if (activity === null && access !== null) {
    throw new Error(`${operationId} declares x-access without x-activity`);
  }
  if (activity === null && (organisationOptional || organisationOf !== null)) {
    throw new Error(`${operationId} declares where its organisation comes from but no x-activity`);
  }
  // Only a write can confirm in its own statement the membership the memo granted, and only the
  // organisation's own check has a memo.
  if (operation.membershipRemembered && (access !== 'write' || organisationOf !== null)) {
    throw new Error(
      `${operationId} declares x-membership-remembered, which needs x-activity, x-access: write and no x-organisation-of`,
    );
  }
  if (activity !== null) {
    if (!organisationParam) {
      throw new Error(`${operationId} carries x-activity but its x-organisation-param names no parameter`);
    }
    if (access !== 'read' && access !== 'write') {
      throw new Error(`${operationId} carries x-activity but no x-access (read or write)`);
    }
    if (access === 'read' && writeMethods.has(method)) {
      throw new Error(`${operationId} is a ${method} but claims x-access: read`);
    }
    if (auth === 'public') {
      throw new Error(
        `${operationId} carries x-activity but is public; organisation access needs a signed-in user`,
      );
    }
    if (!organisationParam.required && !organisationOptional) {
      throw new Error(
        `${operationId}'s organisation parameter is optional, but it does not say x-organisation-optional`,
      );
    }
    if (organisationOptional && organisationParam.required) {
      throw new Error(`${operationId} says x-organisation-optional of a parameter the contract requires`);
    }
    if (organisationOf !== null) {
      if (!organisationResources.includes(organisationOf)) {
        throw new Error(
          `${operationId} has x-organisation-of ${organisationOf}, which the server cannot resolve`,
        );
      }
      if (organisationParam.in !== 'path' || organisationOptional) {
        throw new Error(
          `${operationId} has x-organisation-of; the resource must be a required path parameter`,
        );
      }
    }
  }
  assertProgrammeRules(operation);
  if (selfParam !== null) {
    if (!operation.pathParams.some((parameter) => parameter.name === selfParam)) {
      throw new Error(
        `${operationId} has x-self-param ${selfParam}, which is not one of its path parameters`,
      );
    }
    if (auth !== 'bearer')
      throw new Error(`${operationId} has x-self-param but does not require a signed-in user`);
  }
}

const caseRoles = new Set(['assigned-verifier', 'staff-or-assigned-verifier']);

/**
 * The certification calls' part of the access rules (docs/certification.md#access): every call
 * tagged `certification` declares x-activity or x-programme-role, never both; a programme role
 * needs a signed-in user; a verifier's role about a case names its path parameter (x-case-param),
 * and staff name one when the call is about a case.
 */
function assertProgrammeRules(operation: ContractOperation): void {
  const { operationId, activity, programmeRole, caseParam, auth, tags } = operation;
  if (tags.includes('certification') && activity === null && programmeRole === null) {
    throw new Error(`${operationId} is a certification call without x-activity or x-programme-role`);
  }
  if (programmeRole === null) {
    if (caseParam !== null) throw new Error(`${operationId} has x-case-param but no x-programme-role`);
    return;
  }
  if (activity !== null) throw new Error(`${operationId} declares both x-activity and x-programme-role`);
  if (auth !== 'bearer')
    throw new Error(`${operationId} has x-programme-role but does not require a signed-in user`);
  if (caseRoles.has(programmeRole)) {
    if (caseParam === null || !operation.pathParams.some((parameter) => parameter.name === caseParam)) {
      throw new Error(
        `${operationId} has x-programme-role ${programmeRole} but x-case-param names no path parameter`,
      );
    }
  } else if (caseParam !== null) {
    if (programmeRole !== 'staff')
      throw new Error(
        `${operationId} has x-case-param, which x-programme-role ${programmeRole} does not use`,
      );
    if (!operation.pathParams.some((parameter) => parameter.name === caseParam))
      throw new Error(
        `${operationId} has x-case-param ${caseParam}, which is not one of its path parameters`,
      );
  }
}

function registerOperation(app: FastifyInstance, operation: ContractOperation, options: WiringOptions) {
  const { validator, context } = options;
  assertAccessRules(operation);
  const checkOrganisation = async (request: FastifyRequest): Promise<OrganisationAccess | null> => {
    const { activity, access, organisationParam: source, organisationOf } = operation;
    const values = (source!.in === 'path' ? request.params : request.query) as Record<string, unknown>;
    if (operation.organisationOptional && values[source!.name] === undefined) return null;
    const id = Number(values[source!.name]);
    if (!Number.isSafeInteger(id) || id < 1) {
      throw badRequest('REQUIRED_FIELD_MISSING', `${source!.name} is required`, source!.name);
    }
    const userId = request.oncourse.userId;
    if (userId === null)
      throw new Error(`${operation.operationId} carries x-activity but is not bearer-protected`);
    if (organisationOf !== null) {
      return requireResourceAccess(context.db, {
        userId,
        resource: organisationOf,
        id,
        field: source!.name,
        query: (request.query ?? {}) as Record<string, unknown>,
        activity: activity!,
        access: access!,
      });
    }
    return requireMembership(
      context.db,
      { userId, organisationId: id, activity: activity!, access: access! },
      { remembered: operation.membershipRemembered },
    );
  };
  const checkParams = validator.params(operation);
  const checkQuery = validator.query(operation);
  const checkJson = validator.jsonBody(operation);
  const checkFields = validator.multipartFields(operation);
  const checkResponse = validator.response(operation);
  const acceptsJson = operation.body?.json !== null && operation.body !== null;
  const acceptsMultipart = operation.body?.multipart !== null && operation.body !== null;
  const idempotent = operation.headerParams.some((parameter) => parameter.name === IDEMPOTENCY_HEADER);
  const handler = options.handlers[operation.operationId as OperationId] as
    ((req: HandlerRequest<OperationId>, ctx: AppContext) => Promise<unknown>) | undefined;

  app.route({
    method: operation.method,
    url: operation.url,
    config: {
      operationId: operation.operationId,
      ...(operation.rateLimit
        ? { rateLimit: { max: operation.rateLimit.max, timeWindow: operation.rateLimit.timeWindow } }
        : {}),
    },
    onRequest: async (request) => {
      if (operation.auth !== 'public') {
        request.oncourse.userId = await authenticate(context.config, request, operation.auth === 'optional');
      }
    },
    // One hook, in this order: params and query, then own-account and organisation access (403
    // before any body is read or judged), then the JSON or multipart body.
    preValidation: async (request) => {
      const paramsError = checkParams(request.params);
      if (paramsError) throw paramsError;
      const queryError = checkQuery(request.query ?? {});
      if (queryError) throw queryError;
      if (operation.selfParam) {
        requireSelf(
          request.oncourse.userId,
          (request.params as Record<string, number>)[operation.selfParam]!,
        );
      }
      if (operation.activity) request.oncourse.organisation = await checkOrganisation(request);
      if (operation.programmeRole) {
        request.oncourse.programme = await requireProgrammeRole(context.db, {
          userId: request.oncourse.userId!,
          role: operation.programmeRole,
          caseId: operation.caseParam
            ? (request.params as Record<string, number>)[operation.caseParam]!
            : null,
          caseField: operation.caseParam,
        });
      }

      const type = mediaType(request.headers['content-type']);
      if (acceptsMultipart && type === 'multipart/form-data') {
        const { fields, files } = await readMultipart(request);
        // Files are checked for presence here (the schema says string/binary); their bytes by the handler.
        const forCheck: Record<string, unknown> = { ...fields };
        for (const name of Object.keys(files)) forCheck[name] = '';
        const fieldsError = checkFields(forCheck);
        if (fieldsError) throw fieldsError;
        for (const name of Object.keys(files)) delete forCheck[name];
        request.oncourse.body = forCheck;
        request.oncourse.files = files;
        return;
      }
      if (
        operation.body &&
        hasBody(request) &&
        !(acceptsJson && (type === 'application/json' || type.endsWith('+json')))
      ) {
        throw new AppError(
          415,
          'INCORRECT_FORMAT',
          `Unsupported content type ${type || '(none)'}; expected ${operation.body.contentTypes.join(' or ')}`,
        );
      }
      if (acceptsMultipart && !acceptsJson) {
        const fieldsError = checkFields(request.body ?? {});
        if (fieldsError) throw fieldsError;
      }
      const bodyError = checkJson(request.body);
      if (bodyError) throw bodyError;
      request.oncourse.body = request.body;
    },
    handler: async (request, reply) => {
      if (!handler) throw notImplemented(operation.operationId);
      const callHandler = () =>
        handler(
          {
            operationId: operation.operationId as OperationId,
            params: request.params as never,
            query: (request.query ?? {}) as never,
            body: request.oncourse.body as never,
            files: request.oncourse.files,
            userId: request.oncourse.userId,
            organisation: request.oncourse.organisation,
            programme: request.oncourse.programme,
            log: request.log,
            cookies: request.cookies ?? {},
            ip: request.ip,
            client: clientOf(request.headers),
          },
          context,
        );
      // A call that writes has its statements go first on PGlite (db/statement-priority.ts).
      const run = () => (operation.method === 'GET' ? callHandler() : asWrite(callHandler));
      // A write the client may send again names a key; the same key answers the same, once.
      const key = idempotent ? idempotencyKeyOf(request.headers) : null;
      let result =
        key === null || request.oncourse.userId === null
          ? await run()
          : await once(
              context.db,
              {
                userId: request.oncourse.userId,
                key,
                request: requestDigest(operation.operationId, request.url, request.oncourse.body),
              },
              run,
              () => void reply.header('idempotent-replayed', 'true'),
            );
      if (result instanceof WithCookies) {
        writeCookies(reply, result.cookies);
        result = result.data;
      }
      if (operation.binary) {
        if (!isBinaryResult(result)) {
          throw new Error(
            `${operation.operationId} is binary in the contract; its handler must return { contentType, body }`,
          );
        }
        return sendBinary(reply, operation, result);
      }
      const envelope = { ok: true as const, status: operation.successStatus, data: result };
      if (options.validateResponses) {
        // Validate what the client will receive: dates become strings, undefined properties vanish.
        const problem = checkResponse(JSON.parse(JSON.stringify(envelope)));
        if (problem) {
          request.log.error(
            { operationId: operation.operationId, problem: problem.message, field: problem.field },
            'Response does not match the contract',
          );
          throw new AppError(
            500,
            'INTERNAL_SERVER_ERROR',
            `Response of ${operation.operationId} does not match the contract: ${problem.message}`,
            problem.field,
          );
        }
      }
      return reply.code(operation.successStatus).send(envelope);
    },
  });
}

/**
 * Registers every operation of the contract (paths with `{param}` become `:param`). Operations
 * without a handler answer 501 in the error shape until a module implements them.
 */
export function registerContractRoutes(app: FastifyInstance, options: WiringOptions): ContractOperation[] {
  const operations = listOperations(options.document);
  const known = new Set(operations.map((operation) => operation.operationId));
  for (const operationId of Object.keys(options.handlers)) {
    if (!known.has(operationId))
      throw new Error(`A handler is registered for ${operationId}, which the contract does not have`);
  }
  app.decorateRequest('oncourse', null as unknown as RequestState);
  app.addHook('onRequest', async (request) => {
    request.oncourse = { userId: null, organisation: null, programme: null, body: undefined, files: {} };
  });
  for (const operation of operations) registerOperation(app, operation, options);
  answerMethodsNotAllowed(app, operations);
  return operations;
}
