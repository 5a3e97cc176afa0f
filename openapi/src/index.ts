// The contract's public surface: generated types, typed helpers and the parsed document.
import type { components, operations, paths } from './schema.gen.ts';

export type { components, operations, paths };

/** Every named schema of the contract, e.g. `Schemas['User']`. */
export type Schemas = components['schemas'];
export type ErrorCode = Schemas['ErrorCode'];
export type ErrorResponse = Schemas['ErrorResponse'];
export type OperationId = keyof operations;

type SuccessData<R> = R extends { content: { 'application/json': { data: infer D } } } ? D : never;

/** The `data` of an operation's JSON success envelope (never for binary answers). */
export type Data<Op extends OperationId> = SuccessData<
  operations[Op]['responses'][200 & keyof operations[Op]['responses']]
>;

/** The JSON or multipart request body of an operation (never when it takes none). */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: infer C };
}
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? M
      : never
  : never;

/** The success envelope every JSON answer uses (COMMON decision). */
export interface Envelope<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ErrorCatalogueEntry {
  number: number;
  /** The message a server sends when it has nothing more specific to say. */
  defaultMessage: string;
}

/**
 * The error catalogue (docs/errors.md#catalogue) plus NOT_FOUND and TOO_MANY_REQUESTS: name →
 * number and a default message. The contract's `ErrorCode` enum and this table must agree (tested).
 */
export const errorCatalogue = {
  REQUIRED_FIELD_MISSING: { number: 101, defaultMessage: 'This field is required' },
  NOT_UNIQUE: { number: 102, defaultMessage: 'The value is not unique' },
  INCORRECT_DATE_ORDER: { number: 103, defaultMessage: 'The dates are in the wrong order' },
  BELOW_MIN_VALUE: { number: 104, defaultMessage: 'The value is below the minimum' },
  ABOVE_MAX_VALUE: { number: 105, defaultMessage: 'The value is above the maximum' },
  DUPLICATED_VALUE: { number: 106, defaultMessage: 'The value already exists' },
  NOT_ARRAY_VALUE: { number: 107, defaultMessage: 'The value must be a list' },
  JSON_PARSE_ERROR: { number: 108, defaultMessage: 'The request body is not valid JSON' },
  UNKNOWN_ENUM_VALUE: { number: 109, defaultMessage: 'The value is not one of the allowed values' },
  FORBIDDEN_RESOURCE: { number: 110, defaultMessage: 'Forbidden' },
  INVALID_RESOURCE: { number: 111, defaultMessage: 'The resource is invalid' },
  INCORRECT_FORMAT: { number: 112, defaultMessage: 'The value has an incorrect format' },
  INACTIVE_RESOURCE: { number: 114, defaultMessage: 'The resource is inactive' },
  FILE_TOO_LARGE: { number: 120, defaultMessage: 'The file is too large' },
  // The app renews its token on a 401 whose message is exactly 'Unauthorized' (docs/accounts.md#behaviour);
  // wrong sign-in details or a wrong current password must send a different message.
  INVALID_CREDENTIALS: { number: 401, defaultMessage: 'Unauthorized' },
  PASSWORD_COMPLEXITY: {
    number: 402,
    defaultMessage: 'The password does not meet the required complexity requirements.',
  },
  NOT_FOUND: { number: 404, defaultMessage: 'Not found' },
  UNPROCESSABLE_ENTITY: { number: 422, defaultMessage: 'Unprocessable entity' },
  TOO_MANY_REQUESTS: { number: 429, defaultMessage: 'Too many requests' },
  INTERNAL_SERVER_ERROR: { number: 500, defaultMessage: 'Something went wrong. Please try again later.' },
  // A certification case's state machine (docs/certification.md#the-states): the step is not possible now,
  // and someone else changed the case since it was read.
  TRANSITION_NOT_ALLOWED: {
    number: 130,
    defaultMessage: 'This step is not possible in the case’s current state',
  },
  VERSION_CONFLICT: {
    number: 131,
    defaultMessage: 'Someone else changed this case; reload it and try again',
  },
} as const satisfies Record<ErrorCode, ErrorCatalogueEntry>;

export type * from './document.ts';
/** The parsed contract (openapi.yaml), typed: for request/response validation, the wiring and tests. */
export { openapiDocument } from './openapi.gen.ts';
export { listOperations, resolveRef, type AuthMode, type ContractOperation } from './operations.ts';
export { undeclaredAnswer } from './declared-answers.ts';
