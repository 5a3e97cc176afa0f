// The handler registry. A module adds handlers in two steps:
//   1. modules/<area>/<area>.routes.ts:
//        export const teamHandlers = defineHandlers({
//          getTeamUsers: (req, ctx) => service.listTeam(ctx, requireOrganisation(req)),
//        });
//   2. one line in modules/index.ts (moduleHandlers).
// Before a handler runs, the wiring (routes.ts) has authenticated bearer operations (req.userId),
// refused another user's id where the contract marks an own-account parameter (x-self-param),
// checked x-activity membership and x-access (req.organisation; the organisation id comes from the
// parameter x-organisation-param names) and validated params, query and body against the contract.
// A resource the path names inside that organisation (team member, document, answer set, note) is
// proved to be the organisation's with requireInOrganisation (modules/access/ownership.service.ts), never a query of the
// service's own. A handler returns the envelope's `data` (binary operations: a BinaryResult) and
// throws AppErrors (core/errors.ts) to fail. Operations without a handler answer 501.
import type { FastifyBaseLogger } from 'fastify';
import type { Data, OperationId, RequestBody, operations } from '@oncourse/openapi';
import type {
  AppContext,
  BinaryResult,
  OrganisationAccess,
  ProgrammeAccess,
  UploadedFile,
  WithCookies,
} from '../core/context.ts';
import { unauthorized } from '../core/errors.ts';

export type { OperationId };

type Parameters<K extends OperationId> = operations[K]['parameters'];
type Defined<T, Fallback> = [NonNullable<T>] extends [never] ? Fallback : NonNullable<T>;

export type PathParams<K extends OperationId> = Defined<Parameters<K>['path'], Record<string, never>>;
export type QueryParams<K extends OperationId> = Defined<Parameters<K>['query'], Record<string, never>>;

type IsMultipart<K extends OperationId> = operations[K] extends { requestBody?: { content: infer C } }
  ? C extends { 'multipart/form-data': unknown }
    ? true
    : false
  : false;

/** The JSON body; for multipart operations, the text fields (files are in `files`). */
export type Body<K extends OperationId> =
  IsMultipart<K> extends true ? Omit<RequestBody<K>, 'file'> : RequestBody<K>;

/**
 * A handler returns the envelope's `data`, or the data with cookies to set (WithCookies); for
 * binary operations a BinaryResult, whose cache fields become headers.
 */
export type HandlerResult<K extends OperationId> = [Data<K>] extends [never]
  ? BinaryResult
  : Data<K> | WithCookies<Data<K>>;

export interface HandlerRequest<K extends OperationId> {
  operationId: K;
  /** Validated and coerced (ids are integers). */
  params: PathParams<K>;
  /** Validated and coerced. */
  query: QueryParams<K>;
  /** Validated against the contract; unknown properties are already rejected. */
  body: Body<K>;
  /** Multipart files by field name (empty for JSON operations). */
  files: Record<string, UploadedFile>;
  /** The signed-in user (from the bearer token); always set for bearer operations, else null. */
  userId: number | null;
  /**
   * Set for x-activity operations: the membership that was checked. Null when the contract's
   * x-organisation-optional parameter was left out, or x-organisation-of named a resource open to all.
   */
  organisation: OrganisationAccess | null;
  /** Set for x-programme-role operations: the programme role that was checked. */
  programme: ProgrammeAccess | null;
  log: FastifyBaseLogger;
  /** The request's cookies by name. Services set cookies by returning them (WithCookies), never on a reply. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The client's IP address (behind the proxy the configuration trusts). */
  ip: string;
  /**
   * Which program sent the request, as the answer history keeps it: the X-Client-Id header when the
   * caller names itself, else its User-Agent; at most 200 characters, null when neither is sent.
   */
  client: string | null;
}

export type Handler<K extends OperationId> = (
  req: HandlerRequest<K>,
  ctx: AppContext,
) => Promise<HandlerResult<K>>;

export type HandlerMap = { [K in OperationId]?: Handler<K> };

/** Declares a module's handlers, keyed by the contract's operationId (typed from the generated contract). */
export function defineHandlers<M extends HandlerMap>(handlers: M): M {
  return handlers;
}

/** Merges handler maps; an operationId handled twice is a programming error and throws. */
export function mergeHandlers(maps: readonly HandlerMap[]): HandlerMap {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (operationId in merged) throw new Error(`Two handlers for operation ${operationId}`);
      merged[operationId] = handler;
    }
  }
  return merged as HandlerMap;
}

/** The signed-in user's id; throws 401 'Unauthorized' when the request has none. */
export function requireUserId(req: { userId: number | null }): number {
  if (req.userId === null) throw unauthorized();
  return req.userId;
}

/** The organisation access checked by the wiring; throws if the operation carries no x-activity. */
export function requireOrganisation(req: {
  organisation: OrganisationAccess | null;
  operationId: string;
}): OrganisationAccess {
  if (!req.organisation)
    throw new Error(`${req.operationId} has no x-activity, so no organisation was checked`);
  return req.organisation;
}

/** The programme role checked by the wiring; throws if the operation carries no x-programme-role. */
export function requireProgramme(req: {
  programme: ProgrammeAccess | null;
  operationId: string;
}): ProgrammeAccess {
  if (!req.programme)
    throw new Error(`${req.operationId} has no x-programme-role, so no programme role was checked`);
  return req.programme;
}
