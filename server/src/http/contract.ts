// Reads the OpenAPI document into a flat list of operations the wiring registers as routes.
// Generic on purpose: whatever operations the contract has become routes, nothing is listed by hand.

/** A JSON Schema as found in the contract (draft 2020-12, OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

interface MediaTypeObject {
  schema?: JsonSchema;
}

interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
  $ref?: string;
}

interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
  $ref?: string;
}

interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  'x-activity'?: string;
  'x-organisation-param'?: string;
  'x-rate-limit'?: { max: number; timeWindow: string | number };
}

type PathItem = Partial<Record<Lowercase<HttpMethod>, OperationObject>> & { parameters?: ParameterObject[] };

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
  };
  security?: Record<string, string[]>[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type AuthMode = 'public' | 'bearer' | 'optional';

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract: /api/country/countries/{lookupId}. */
  path: string;
  /** Fastify form: /api/country/countries/:lookupId. */
  url: string;
  tags: string[];
  auth: AuthMode;
  /** x-activity: the activity the caller must hold in the organisation the path names. */
  activity: string | null;
  /** x-organisation-param: the parameter that carries the organisation id, when the contract names it. */
  organisationParam: string | null;
  pathParams: ParameterObject[];
  queryParams: ParameterObject[];
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
  rateLimit: { max: number; timeWindow: string | number } | null;
}

function resolveRef<T>(document: OpenApiDocument, value: T & { $ref?: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10 && current && typeof current === 'object' && '$ref' in current; depth += 1) {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported in the contract, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`Unresolvable $ref in the contract: ${ref}`);
  }
  return current as T;
}

function authMode(security: Record<string, string[]>[] | undefined): AuthMode {
  if (!security || security.length === 0) return 'public';
  const anonymousAllowed = security.some((requirement) => Object.keys(requirement).length === 0);
  const bearer = security.some((requirement) => Object.keys(requirement).length > 0);
  if (!bearer) return 'public';
  return anonymousAllowed ? 'optional' : 'bearer';
}

const isJson = (type: string) => type === 'application/json' || /\+json$/.test(type);

/** Lists every operation of the contract with what the wiring needs to register, validate and guard it. */
export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method.toLowerCase() as Lowercase<HttpMethod>];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method} ${path} has no operationId`);

      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
        resolveRef(document, parameter),
      );
      // An operation-level parameter overrides a path-level one with the same name and location.
      const byKey = new Map(parameters.map((parameter) => [`${parameter.in}:${parameter.name}`, parameter]));

      let body: ContractOperation['body'] = null;
      if (operation.requestBody) {
        const requestBody = resolveRef(document, operation.requestBody);
        const content = requestBody.content ?? {};
        const jsonType = Object.keys(content).find(isJson);
        body = {
          required: requestBody.required === true,
          json: jsonType ? (content[jsonType]?.schema ?? {}) : null,
          multipart: content['multipart/form-data'] ? (content['multipart/form-data'].schema ?? {}) : null,
          contentTypes: Object.keys(content),
        };
      }

      const responses = Object.entries(operation.responses ?? {})
        .filter(([status]) => /^2\d\d$/.test(status))
        .sort(([a], [b]) => Number(a) - Number(b));
      const [successStatusText, successRef] = responses[0] ?? ['200', {}];
      const success = resolveRef(document, successRef as ResponseObject);
      const contentTypes = Object.keys(success.content ?? {});
      const jsonType = contentTypes.find(isJson);
      const binary = contentTypes.length > 0 && !jsonType;

      operations.push({
        operationId: operation.operationId,
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: operation.tags ?? [],
        auth: authMode(operation.security ?? document.security),
        activity: operation['x-activity'] ?? null,
        organisationParam: operation['x-organisation-param'] ?? null,
        pathParams: [...byKey.values()].filter((parameter) => parameter.in === 'path'),
        queryParams: [...byKey.values()].filter((parameter) => parameter.in === 'query'),
        body,
        successStatus: Number(successStatusText),
        binary,
        responseSchema: jsonType ? (success.content?.[jsonType]?.schema ?? null) : null,
        rateLimit: operation['x-rate-limit'] ?? null,
      });
    }
  }
  return operations;
}

/** Path parameter names that carry the organisation id of an org-scoped operation, in order of precedence. */
export const organisationParamNames = ['orgId', 'organisationId', 'id'] as const;

/**
 * Where an x-activity operation names its organisation: the parameter x-organisation-param
 * names (path, else query); without it the first path parameter called orgId, organisationId
 * or id; failing that, the query parameter orgId. Null when none.
 */
export function organisationIdSource(
  operation: ContractOperation,
): { in: 'path' | 'query'; name: string } | null {
  const named = operation.organisationParam;
  if (named) {
    if (operation.pathParams.some((parameter) => parameter.name === named))
      return { in: 'path', name: named };
    if (operation.queryParams.some((parameter) => parameter.name === named))
      return { in: 'query', name: named };
    return null;
  }
  for (const name of organisationParamNames) {
    if (operation.pathParams.some((parameter) => parameter.name === name)) return { in: 'path', name };
  }
  if (operation.queryParams.some((parameter) => parameter.name === 'orgId'))
    return { in: 'query', name: 'orgId' };
  return null;
}
