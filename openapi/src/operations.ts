// The one reader of the contract: a flat list of operations with everything the server wiring
// needs to register, validate and guard them, and the tests need to check them. Generic on
// purpose: whatever operations the contract has become routes; nothing is listed by hand.
import type {
  Access,
  HttpMethod,
  JsonSchema,
  LowercaseMethod,
  OpenApiDocument,
  OperationObject,
  OrganisationResource,
  ParameterObject,
  ProgrammeRole,
  Reference,
  RequestBodyObject,
  ResponseObject,
  SecurityRequirement,
} from './document.ts';

const METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'];

export type AuthMode = 'public' | 'bearer' | 'optional';

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract: /api/country/countries/{lookupId}. */
  path: string;
  /** Fastify form: /api/country/countries/:lookupId. */
  url: string;
  /** The operation object as written, for checks of what the reader does not interpret. */
  operation: OperationObject;
  tags: string[];
  auth: AuthMode;
  /** x-activity: the activity the caller must hold in the organisation the call names. */
  activity: OperationObject['x-activity'] | null;
  /** x-access: whether the call only reads; null when the contract does not say. */
  access: Access | null;
  /** x-organisation-param resolved to where it is: the path, else the query; and whether the contract requires it. */
  organisationParam: { in: 'path' | 'query'; name: string; required: boolean } | null;
  /** x-organisation-optional: without the organisation parameter the call is about no organisation. */
  organisationOptional: boolean;
  /** x-organisation-of: the organisation parameter names a resource of this kind, not an organisation. */
  organisationOf: OrganisationResource | null;
  /**
   * x-membership-remembered: the x-activity check may answer from the memberships the server read in
   * the last minute, because the call's write statement confirms the membership it was granted.
   */
  membershipRemembered: boolean;
  /** x-self-param: the path parameter that must be the caller's own user id. */
  selfParam: string | null;
  /** x-programme-role: programme access, for calls about no organisation of the caller's. */
  programmeRole: ProgrammeRole | null;
  /** x-case-param: the path parameter naming the case an assigned verifier must hold. */
  caseParam: string | null;
  pathParams: ParameterObject[];
  queryParams: ParameterObject[];
  /** Header parameters the contract declares (Idempotency-Key: docs/offline.md#sending-the-outbox). */
  headerParams: ParameterObject[];
  body: {
    required: boolean;
    json: JsonSchema | null;
    multipart: JsonSchema | null;
    contentTypes: string[];
  } | null;
  /** The first 2xx status the contract declares; the envelope's `status`. */
  successStatus: number;
  /** The success response is a file (image, octet-stream) rather than the JSON envelope. */
  binary: boolean;
  /** JSON schema of the success envelope, if declared. */
  responseSchema: JsonSchema | null;
  rateLimit: { max: number; timeWindow: number } | null;
}

function isReference(value: unknown): value is Reference {
  return (
    typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}

/**
 * Follows local `$ref`s (`#/components/...`) until a value that is not a reference, so callers can
 * read shared parameters, responses and schemas. Throws on a reference the document lacks, a
 * non-local one, or a cycle.
 */
export function resolveRef<T = unknown>(document: OpenApiDocument, value: unknown): T {
  let current = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`Circular $ref ${ref}`);
    seen.add(ref);
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    let target: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      target =
        typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
    current = target;
  }
  return current as T;
}

function authMode(security: SecurityRequirement[] | undefined): AuthMode {
  if (!security || security.length === 0) return 'public';
  const anonymousAllowed = security.some((requirement) => Object.keys(requirement).length === 0);
  const bearer = security.some((requirement) => Object.keys(requirement).length > 0);
  if (!bearer) return 'public';
  return anonymousAllowed ? 'optional' : 'bearer';
}

const isJson = (type: string) => type === 'application/json' || /\+json$/.test(type);

function readBody(document: OpenApiDocument, operation: OperationObject): ContractOperation['body'] {
  if (!operation.requestBody) return null;
  const requestBody = resolveRef<RequestBodyObject>(document, operation.requestBody);
  const content = requestBody.content ?? {};
  const jsonType = Object.keys(content).find(isJson);
  return {
    required: requestBody.required === true,
    json: jsonType ? (content[jsonType]?.schema ?? {}) : null,
    multipart: content['multipart/form-data'] ? (content['multipart/form-data'].schema ?? {}) : null,
    contentTypes: Object.keys(content),
  };
}

function readSuccess(document: OpenApiDocument, operation: OperationObject) {
  const [statusText, response] = Object.entries(operation.responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => Number(a) - Number(b))[0] ?? ['200', {}];
  const success = resolveRef<ResponseObject>(document, response);
  const contentTypes = Object.keys(success.content ?? {});
  const jsonType = contentTypes.find(isJson);
  return {
    successStatus: Number(statusText),
    binary: contentTypes.length > 0 && !jsonType,
    responseSchema: jsonType ? (success.content?.[jsonType]?.schema ?? null) : null,
  };
}

function locate(
  name: string | undefined,
  pathParams: ParameterObject[],
  queryParams: ParameterObject[],
): ContractOperation['organisationParam'] {
  if (!name) return null;
  const inPath = pathParams.find((parameter) => parameter.name === name);
  if (inPath) return { in: 'path', name, required: true };
  const inQuery = queryParams.find((parameter) => parameter.name === name);
  if (inQuery) return { in: 'query', name, required: inQuery.required === true };
  return null;
}

/** Lists every operation of the contract, in document order, read into what the wiring registers. */
export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method.toLowerCase() as LowercaseMethod];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method} ${path} has no operationId`);

      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
        resolveRef<ParameterObject>(document, parameter),
      );
      // An operation-level parameter overrides a path-level one with the same name and location.
      const byKey = [...new Map(parameters.map((p) => [`${p.in}:${p.name}`, p])).values()];
      const pathParams = byKey.filter((parameter) => parameter.in === 'path');
      const queryParams = byKey.filter((parameter) => parameter.in === 'query');
      const headerParams = byKey.filter((parameter) => parameter.in === 'header');

      operations.push({
        operationId: operation.operationId,
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        operation,
        tags: operation.tags ?? [],
        auth: authMode(operation.security ?? document.security),
        activity: operation['x-activity'] ?? null,
        access: operation['x-access'] ?? null,
        organisationParam: locate(operation['x-organisation-param'], pathParams, queryParams),
        organisationOptional: operation['x-organisation-optional'] === true,
        organisationOf: operation['x-organisation-of'] ?? null,
        membershipRemembered: operation['x-membership-remembered'] === true,
        selfParam: operation['x-self-param'] ?? null,
        programmeRole: operation['x-programme-role'] ?? null,
        caseParam: operation['x-case-param'] ?? null,
        pathParams,
        queryParams,
        headerParams,
        body: readBody(document, operation),
        ...readSuccess(document, operation),
        rateLimit: operation['x-rate-limit'] ?? null,
      });
    }
  }
  return operations;
}
