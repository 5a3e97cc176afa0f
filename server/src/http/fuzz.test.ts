// Contract-driven fuzzing: for every operation of openapi.yaml, requests built from its own schemas
// and then broken (wrong types, missing fields, over-long and control-character strings, bad ids,
// bad encodings, oversized bodies), sent as a stranger and as a member of the organisation. No
// answer may be a 5xx, every refusal must be in the catalogue shape, and every status and media type
// must be one the contract declares for the operation (docs/errors.md#decisions); a JSON success is
// checked against its declared schema by the server's response validation, on in tests (a mismatch
// is a 500). A failure prints the seed:
// FUZZ_SEED=<seed> npx vitest run --project server src/http/fuzz.test.ts replays it.
import {
  errorCatalogue,
  listOperations,
  openapiDocument,
  resolveRef,
  undeclaredAnswer,
  type ContractOperation,
} from '@oncourse/openapi';
import { describe, expect, it } from 'vitest';
import { moduleHandlers } from '../modules/index.ts';
import { useTestApp } from '../test/harness.ts';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CASES_PER_OPERATION = 24;

/** mulberry32: a small seeded generator, so a failing run can be replayed exactly. */
function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof generator>;

type Schema = Record<string, unknown>;
const resolve = (schema: unknown): Schema => resolveRef<Schema>(openapiDocument, schema ?? {}) ?? {};

const nastyStrings = [
  '',
  ' ',
  'Ωmega ☃ 𝄞 ﷽',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%zz',
  '\u202eevil',
  '0',
  '-1',
  'null',
  '9'.repeat(40),
  'a'.repeat(300),
];
const nastyIntegers = [0, 1, -1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, -(2 ** 31)];
const nastyIds = [
  '0',
  '-1',
  '2',
  '999999999',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '1e3',
  '%20',
  'x'.repeat(120),
];
const controlStrings = ['a\u0000b', 'line\u0007bell', '\u001b[31mred', '\u0000'];

let emailCounter = 0;

/** A value of the schema's shape, often at the edges of what it allows. */
function sample(raw: unknown, rng: Rng, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return sample(rng.pick(schema[key] as unknown[]), rng, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = {};
    for (const part of schema.allOf) {
      const resolved = resolve(part);
      Object.assign(merged, resolved, {
        properties: { ...(merged.properties as object), ...(resolved.properties as object) },
        required: [...((merged.required as string[]) ?? []), ...((resolved.required as string[]) ?? [])],
      });
    }
    return sample(merged, rng, depth + 1);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = rng.pick(
    types.filter((candidate) => candidate !== 'null').length ? types.filter((t) => t !== 'null') : types,
  );
  switch (type) {
    case 'string': {
      switch (schema.format) {
        case 'email':
          emailCounter += 1;
          return `fuzz${emailCounter}.${rng.int(1e6)}@club.example`;
        case 'date':
          return rng.pick(['2024-02-29', '1900-01-01', '9999-12-31', '2024-13-45']);
        case 'date-time':
          return rng.pick(['2024-05-01T10:00:00Z', '0001-01-01T00:00:00Z']);
        case 'binary':
          return 'not really a file';
        default: {
          const text = rng.pick(nastyStrings);
          const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
          return text.slice(0, max);
        }
      }
    }
    case 'integer':
    case 'number': {
      const candidates = [...nastyIntegers];
      if (typeof schema.minimum === 'number') candidates.push(schema.minimum);
      if (typeof schema.maximum === 'number') candidates.push(schema.maximum);
      if (type === 'number') candidates.push(0.01, 1e308, -0.5);
      return rng.pick(candidates);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      if (depth > 6) return [];
      const length = rng.int(4);
      return Array.from({ length }, () => sample(schema.items, rng, depth + 1));
    }
    case 'null':
      return null;
    default: {
      if (depth > 6) return {};
      const result: Record<string, unknown> = {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries((schema.properties as Record<string, unknown>) ?? {})) {
        if (required.has(name) || rng.chance(0.5)) result[name] = sample(property, rng, depth + 1);
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && rng.chance(0.5)) {
        result[String(rng.int(100))] = sample(schema.additionalProperties, rng, depth + 1);
      }
      return result;
    }
  }
}

/** The value with one thing broken somewhere inside it. */
function mutate(value: unknown, rng: Rng): unknown {
  if (value !== null && typeof value === 'object' && rng.chance(0.7)) {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
    const keys = Object.keys(copy);
    if (keys.length > 0) {
      const key = rng.pick(keys);
      const target = copy as Record<string, unknown>;
      if (rng.chance(0.25)) delete target[key];
      else target[key] = mutate(target[key], rng);
      return copy;
    }
  }
  return rng.pick<() => unknown>([
    () => null,
    () => rng.pick(controlStrings),
    () => 'x'.repeat(10_000),
    () => -1,
    () => Number.MAX_VALUE,
    () => [],
    () => ({}),
    () => true,
    () => '12',
    () => JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`) as unknown,
    () => Array.from({ length: 2000 }, (_, index) => index),
  ])();
}

interface Caller {
  userId: number;
  organisationId: number;
  headers: Record<string, string>;
}

function pathFor(operation: ContractOperation, rng: Rng, caller: Caller | null, brokenIds: boolean): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (caller && name === operation.selfParam) return String(caller.userId);
    if (
      caller &&
      operation.organisationOf === null &&
      operation.organisationParam?.in === 'path' &&
      name === operation.organisationParam.name
    )
      return String(caller.organisationId);
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    if (brokenIds || !parameter) return encodeURIComponent(rng.pick(nastyIds));
    return encodeURIComponent(String(sample(parameter.schema, rng)));
  });
}

function queryFor(operation: ContractOperation, rng: Rng, caller: Caller | null, broken: boolean): string {
  const entries: [string, string][] = [];
  for (const parameter of operation.queryParams) {
    if (!parameter.required && rng.chance(0.4)) continue;
    let value: unknown =
      caller &&
      operation.organisationParam?.in === 'query' &&
      parameter.name === operation.organisationParam.name
        ? caller.organisationId
        : sample(parameter.schema, rng);
    if (broken && rng.chance(0.5)) value = mutate(value, rng);
    entries.push([parameter.name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  if (broken && rng.chance(0.3)) entries.push(['unexpected', rng.pick(nastyStrings)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

function multipartBody(fields: Record<string, unknown>, rng: Rng): { payload: string; contentType: string } {
  const boundary = `fuzz${rng.int(1e9)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    name === 'file'
      ? `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${rng.pick(['a.png', 'x\u0000.pdf', '../../etc', ''])}"\r\ncontent-type: application/octet-stream\r\n\r\n${rng.pick(['\u0089PNG', 'garbage', ''])}\r\n`
      : `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  // Now and then the closing boundary is missing: a body cut off half-way.
  const end = rng.chance(0.8) ? `--${boundary}--\r\n` : '';
  return { payload: parts.join('') + end, contentType: `multipart/form-data; boundary=${boundary}` };
}

const handled = new Set(moduleHandlers.flatMap((handlers) => Object.keys(handlers)));
const operations = listOperations(openapiDocument);
const unhandled = operations.filter((operation) => !handled.has(operation.operationId));

describe(`fuzzing every contract operation (FUZZ_SEED=${seed})`, () => {
  const t = useTestApp('pglite');

  it('answers no malformed or hostile request with a 5xx or an undeclared status or media type, and every refusal in the catalogue shape', async () => {
    const rng = generator(seed);
    const userId = await t.current.createUser();
    const organisationId = 1;
    await t.current.addMember(userId, organisationId, 'OWNER');
    const member: Caller = { userId, organisationId, headers: await t.current.authHeader(userId) };
    const codes = new Set(Object.keys(errorCatalogue));
    const problems: string[] = [];
    let sent = 0;

    for (const operation of operations) {
      if (!handled.has(operation.operationId)) continue;
      for (let index = 0; index < CASES_PER_OPERATION; index += 1) {
        const caller = rng.chance(0.75) ? member : null;
        const broken = rng.chance(0.7);
        const url = `${pathFor(operation, rng, caller, broken && rng.chance(0.3))}${queryFor(operation, rng, caller, broken)}`;
        const headers: Record<string, string> = { ...(caller?.headers ?? {}) };
        let payload: string | undefined;
        if (operation.body) {
          const schema = operation.body.json ?? operation.body.multipart;
          let value = sample(schema, rng);
          if (broken) value = mutate(value, rng);
          const shape = rng.int(10);
          if (operation.body.multipart && shape < 6 && value && typeof value === 'object') {
            const body = multipartBody(value as Record<string, unknown>, rng);
            payload = body.payload;
            headers['content-type'] = body.contentType;
          } else if (shape === 7) {
            payload = '{"unterminated": ';
            headers['content-type'] = 'application/json';
          } else if (shape === 8) {
            payload = JSON.stringify(value);
            headers['content-type'] = rng.pick([
              'text/plain',
              'application/xml',
              'application/json; charset=latin1',
            ]);
          } else if (shape === 9 && broken) {
            payload = JSON.stringify({ filler: 'x'.repeat(1_200_000) });
            headers['content-type'] = 'application/json';
          } else {
            payload = JSON.stringify(value);
            headers['content-type'] = 'application/json';
          }
        }
        const response = await t.current.app.inject({
          method: operation.method,
          url,
          headers,
          ...(payload !== undefined ? { payload } : {}),
          // A fresh client address each time, so the per-IP limits do not hide the handlers.
          remoteAddress: `10.${rng.int(256)}.${rng.int(256)}.${1 + rng.int(254)}`,
        });
        sent += 1;
        const where = `${operation.operationId} ${operation.method} ${url.slice(0, 160)}`;
        const undeclared = undeclaredAnswer(
          openapiDocument,
          operation.operation,
          response.statusCode,
          response.headers['content-type'] as string | undefined,
        );
        if (undeclared) problems.push(`${undeclared}: ${where} → ${response.body.slice(0, 160)}`);
        if (response.statusCode >= 500) {
          problems.push(`${response.statusCode} from ${where} with ${String(payload).slice(0, 300)}`);
          continue;
        }
        if (response.statusCode >= 400) {
          let body: {
            ok?: unknown;
            status?: unknown;
            data?: { code?: unknown; number?: unknown; message?: unknown };
          };
          try {
            body = response.json();
          } catch {
            problems.push(`${response.statusCode} without a JSON body from ${where}`);
            continue;
          }
          const code = body.data?.code;
          if (
            body.ok !== false ||
            body.status !== response.statusCode ||
            typeof code !== 'string' ||
            !codes.has(code) ||
            body.data?.number !== errorCatalogue[code as keyof typeof errorCatalogue].number ||
            typeof body.data?.message !== 'string'
          ) {
            problems.push(
              `${response.statusCode} outside the catalogue shape from ${where}: ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    if (unhandled.length > 0) {
      console.info(
        `Not fuzzed, no handler yet (answer 501): ${unhandled.map((o) => o.operationId).join(', ')}`,
      );
    }
    expect(sent).toBeGreaterThan(operations.length);
    expect(problems, `FUZZ_SEED=${seed} reproduces these`).toEqual([]);
    // About 16 s alone for some 2,000 requests; a loaded CI machine has taken twice that.
  }, 90_000);
});
