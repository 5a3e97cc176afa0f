// Request and response validation straight from the contract's schemas (ajv, draft 2020-12).
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isEmailAddress } from '@oncourse/engine';
import { AppError, badRequest, type ErrorCode } from '../core/errors.ts';
import type { ContractOperation, JsonSchema, OpenApiDocument, ParameterObject } from '@oncourse/openapi';

/** The $id the contract is registered under, so `#/components/schemas/X` refs resolve. */
export const contractSchemaId = 'https://oncourse.local/openapi.json';

export type ValidationLocation = 'body' | 'query' | 'params' | 'response';

/**
 * C0 control characters other than tab, line feed and carriage return. None belongs in text a
 * person typed, and PostgreSQL refuses NUL outright (a 500 before this rule).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The keyword every string of the contract gets (see withStorageRules). */
const PLAIN_TEXT = 'x-plain-text';
const notText = new Set(['binary', 'byte']);

const declares = (node: Record<string, unknown>, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** PostgreSQL's `integer`: every whole number the contract takes ends up in such a column. */
const INT32 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

/**
 * The contract's storage rules, added to every schema rather than written per handler: a string
 * holds no control characters (CONTROL_CHARACTER; file parts, format binary or byte, are bytes,
 * not text) and a whole number fits PostgreSQL's integer unless the contract bounds it itself.
 */
export function withStorageRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withStorageRules);
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) result[key] = withStorageRules(value);
  if (declares(node, 'string') && !notText.has(String(node.format))) result[PLAIN_TEXT] = true;
  if (declares(node, 'integer')) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) result.minimum = INT32.minimum;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) result.maximum = INT32.maximum;
  }
  return result;
}

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // OpenAPI adds keywords (example, discriminator, x-*) that are not JSON Schema.
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    validateFormats: true,
  });
  addFormats(ajv);
  // Bounded as the RFC bounds it, so an address accepted here is never refused by SMTP later.
  ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
  ajv.addKeyword({
    keyword: PLAIN_TEXT,
    type: 'string',
    schemaType: 'boolean',
    validate: (enabled: boolean, data: string) => !enabled || !CONTROL_CHARACTER.test(data),
  });
  // OpenAPI's own formats: binary parts are checked by the multipart reader, the numeric ones by type/range.
  for (const format of ['binary', 'byte', 'password', 'int64', 'float', 'double'])
    ajv.addFormat(format, true);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (value: number) => value >= -(2 ** 31) && value < 2 ** 31,
  });
  return ajv;
}

function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (!schema || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    result[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${contractSchemaId}${value}`
        : rewriteRefs(value);
  }
  return result;
}

function pathOf(instancePath: string, extra?: string): string | null {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.length > 0 ? parts.join('.') : null;
}

const combinators = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);

/** Maps one ajv error to the catalogue: the code, the offending field path (dotted) and a readable message. */
export function ajvErrorToAppError(errors: ErrorObject[], location: ValidationLocation): AppError {
  const error = errors.find((candidate) => !combinators.has(candidate.keyword)) ?? errors[0];
  if (!error) return badRequest('INCORRECT_FORMAT', `Invalid ${location}`);
  const params = error.params as Record<string, unknown>;
  let code: ErrorCode;
  let field = pathOf(error.instancePath);
  switch (error.keyword) {
    case PLAIN_TEXT:
      // A format failure like any other: 400 (docs/errors.md#decisions).
      return badRequest(
        'INCORRECT_FORMAT',
        `${field ?? location} contains a control character, which is not allowed in text`,
        field,
      );
    case 'required':
      code = 'REQUIRED_FIELD_MISSING';
      field = pathOf(error.instancePath, String(params.missingProperty));
      return badRequest(code, `${field} is required`, field);
    case 'dependentRequired':
      field = pathOf(error.instancePath, String(params.missingProperty));
      return badRequest('REQUIRED_FIELD_MISSING', `${field} is required`, field);
    case 'additionalProperties':
      field = pathOf(error.instancePath, String(params.additionalProperty));
      return badRequest('INVALID_RESOURCE', `${field} is not an accepted property`, field);
    case 'unevaluatedProperties':
      field = pathOf(error.instancePath, String(params.unevaluatedProperty));
      return badRequest('INVALID_RESOURCE', `${field} is not an accepted property`, field);
    case 'enum':
    case 'const':
      code = 'UNKNOWN_ENUM_VALUE';
      break;
    case 'type': {
      const expected = params.type;
      const wantsArray = expected === 'array' || (Array.isArray(expected) && expected.includes('array'));
      code = wantsArray ? 'NOT_ARRAY_VALUE' : 'INCORRECT_FORMAT';
      break;
    }
    case 'maxLength':
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxItems':
    case 'maxProperties':
      code = 'ABOVE_MAX_VALUE';
      break;
    case 'minLength':
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minItems':
    case 'minProperties':
      code = 'BELOW_MIN_VALUE';
      break;
    case 'uniqueItems':
      code = 'DUPLICATED_VALUE';
      break;
    default:
      code = 'INCORRECT_FORMAT';
  }
  const subject = field ?? (location === 'body' ? 'The request body' : location);
  return badRequest(code, `${subject} ${error.message ?? 'is invalid'}`, field);
}

function parametersSchema(parameters: ParameterObject[]): JsonSchema | null {
  if (parameters.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: parameters
      .filter((parameter) => parameter.in === 'path' || parameter.required)
      .map((parameter) => parameter.name),
  };
}

export type Check = (data: unknown) => AppError | null;

/** Compiles checks for the contract's schemas; each check compiles on first use to keep start-up fast. */
export class ContractValidator {
  private readonly strict = createAjv(false);
  private readonly coercing = createAjv(true);
  /** Each check's compiled schema, by what it checks: compiled once whatever asks for the check again. */
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    const withRule = withStorageRules(document) as object;
    for (const ajv of [this.strict, this.coercing]) ajv.addSchema(withRule, contractSchemaId);
  }

  private lazy(key: string, schema: JsonSchema | null, coerce: boolean, location: ValidationLocation): Check {
    if (!schema) return () => null;
    return (data) => {
      let compiled = this.compiled.get(key);
      if (!compiled) {
        compiled = (coerce ? this.coercing : this.strict).compile(
          rewriteRefs(withStorageRules(schema)) as object,
        );
        this.compiled.set(key, compiled);
      }
      return compiled(data) ? null : ajvErrorToAppError(compiled.errors ?? [], location);
    };
  }

  /** Path parameters, coerced to their declared types (ids become integers). */
  params(operation: ContractOperation): Check {
    return this.lazy(
      `params ${operation.operationId}`,
      parametersSchema(operation.pathParams),
      true,
      'params',
    );
  }

  /** Query parameters, coerced to their declared types. */
  query(operation: ContractOperation): Check {
    const schema = parametersSchema(operation.queryParams);
    // A query string is always an object; validate it even when the contract declares none, so no surprise passes.
    return this.lazy(`query ${operation.operationId}`, schema ?? { type: 'object' }, true, 'query');
  }

  /** The JSON body, not coerced: a string where a number belongs is an error. */
  jsonBody(operation: ContractOperation): Check {
    const body = operation.body;
    if (!body?.json) return () => null;
    const check = this.lazy(`json body ${operation.operationId}`, body.json, false, 'body');
    return (data) => {
      if (data === undefined || data === null) {
        return body.required ? badRequest('REQUIRED_FIELD_MISSING', 'A request body is required') : null;
      }
      return check(data);
    };
  }

  /** The text fields of a multipart body (files are checked for presence only), coerced like a query. */
  multipartFields(operation: ContractOperation): Check {
    return this.lazy(
      `multipart body ${operation.operationId}`,
      operation.body?.multipart ?? null,
      true,
      'body',
    );
  }

  /** The success envelope, for `validateResponses`. */
  response(operation: ContractOperation): Check {
    return this.lazy(`response ${operation.operationId}`, operation.responseSchema, false, 'response');
  }

  /** Any schema of the contract by component name (tests use it to check error bodies). */
  component(name: string): Check {
    return this.lazy(`component ${name}`, { $ref: `#/components/schemas/${name}` }, false, 'response');
  }
}

const validators = new WeakMap<OpenApiDocument, ContractValidator>();

/**
 * The validator of a contract, one per contract in a process: every app built on the contract
 * shares its compiled schemas. A server builds one app; the server's tests build one or more per
 * test file, and compiling the same schemas again for each took a good part of their time.
 */
export function contractValidator(document: OpenApiDocument): ContractValidator {
  let validator = validators.get(document);
  if (!validator) {
    validator = new ContractValidator(document);
    validators.set(document, validator);
  }
  return validator;
}
