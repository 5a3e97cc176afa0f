// The shape of the contract document as the wiring and the tests read it (OpenAPI 3.1), with this
// contract's own extensions typed, so a typo in `x-access` or `x-activity` fails `tsc` on the
// generated document.
import type { components } from './schema.gen.ts';

/** A JSON Schema as found in the contract (draft 2020-12, OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type LowercaseMethod = Lowercase<HttpMethod>;

/** Whether an organisation-scoped operation only reads (view-only members may call it) or writes. */
export type Access = 'read' | 'write';

export interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  /** A value the schema accepts, for readers and outside tools (checked by `npm run lint -w openapi`). */
  example?: unknown;
  encoding?: Record<string, unknown>;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

/** Kinds of resource whose organisation the server can find from their id alone (x-organisation-of). */
export type OrganisationResource = 'document';

/**
 * Who outside an organisation may make a certification call (docs/certification.md#access):
 * programme staff, any accredited verifier, the verifier assigned to the case `x-case-param`
 * names, staff or that verifier, a national federation's account
 * (docs/programme-console.md#federations), or any signed-in caller asking about their own roles.
 */
export type ProgrammeRole =
  'staff' | 'verifier' | 'assigned-verifier' | 'staff-or-assigned-verifier' | 'federation' | 'self';

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses: Record<string, ResponseObject | Reference>;
  /** The activity the caller must hold in the organisation the call is about. */
  'x-activity'?: components['schemas']['Activity'];
  /** Read or write: required on every operation with x-activity. */
  'x-access'?: Access;
  /** The parameter carrying the organisation id: required on every operation with x-activity. */
  'x-organisation-param'?: string;
  /** The organisation parameter may be left out: the call is then about no organisation. */
  'x-organisation-optional'?: boolean;
  /** The organisation parameter names a resource of this kind; the check runs in its organisation. */
  'x-organisation-of'?: OrganisationResource;
  /** The path parameter that must be the signed-in user's own id. */
  'x-self-param'?: string;
  /** The membership check may use the server's memo: the call's write statement confirms it. */
  'x-membership-remembered'?: boolean;
  /** Programme access of a certification call that is about no organisation of the caller's. */
  'x-programme-role'?: ProgrammeRole;
  /** The path parameter naming the case the call is about (one an assigned verifier must hold). */
  'x-case-param'?: string;
  /** Calls per time window (milliseconds) per client IP. */
  'x-rate-limit'?: { max: number; timeWindow: number };
}

export type PathItem = Partial<Record<LowercaseMethod, OperationObject>> & {
  parameters?: (ParameterObject | Reference)[];
};

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string; [key: string]: unknown };
  paths: Record<string, PathItem>;
  components: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
    securitySchemes?: Record<string, unknown>;
    headers?: Record<string, unknown>;
  };
  security?: SecurityRequirement[];
  [key: string]: unknown;
}
