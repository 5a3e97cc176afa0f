// Generated from the real contract: every operation is routed, guarded and never answers 5xx to
// bad input — whichever handlers exist yet.
import { describe, expect, it } from 'vitest';
import {
  listOperations,
  openapiDocument as document,
  resolveRef,
  type ContractOperation,
  type JsonSchema,
} from '@oncourse/openapi';
import { databases, useTestApp } from '../test/harness.ts';
import { ContractValidator } from './validation.ts';
import { users } from '../db/schema/index.ts';
import { addStaff } from '../modules/programme/programme.service.ts';
import { eq } from 'drizzle-orm';

const operations = listOperations(document);
const resolve = (schema: JsonSchema | undefined): JsonSchema =>
  resolveRef<JsonSchema>(document, schema ?? {});

/** A value the parameter's schema accepts; ids point at the demo facility (1) or the given user. */
function sample(name: string, schema: JsonSchema | undefined, userId: number): string {
  const resolved = resolve(schema);
  if (Array.isArray(resolved.enum)) return String(resolved.enum[0]);
  if (resolved.type === 'integer' || resolved.type === 'number') {
    if (name === 'userId') return String(userId);
    return String(Math.max(1, Number(resolved.minimum ?? 1)));
  }
  if (typeof resolved.pattern === 'string' && resolved.pattern.includes('[a-z]{2}')) return 'en';
  return 'sample1';
}

function urlFor(
  operation: ContractOperation,
  userId: number,
  overrides: Record<string, string> = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (overrides[name]) return overrides[name];
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    // Own-account paths get the caller's own id so the body check is reached.
    if (name === operation.selfParam) return String(userId);
    return sample(name, parameter?.schema, userId);
  });
  const query = operation.queryParams
    .filter((parameter) => parameter.required || overrides[parameter.name])
    .map(
      (parameter) =>
        `${parameter.name}=${encodeURIComponent(overrides[parameter.name] ?? sample(parameter.name, parameter.schema, userId))}`,
    );
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

const errorResponse = new ContractValidator(document).component('ErrorResponse');

/** The error shape, checked by hand and against the contract's ErrorResponse schema. */
const isErrorShape = (body: unknown, status: number) => {
  if (errorResponse(body) !== null) return false;
  const candidate = body as {
    ok?: unknown;
    status?: unknown;
    data?: { code?: unknown; number?: unknown; message?: unknown; field?: unknown };
  };
  return (
    candidate.ok === false &&
    candidate.status === status &&
    typeof candidate.data?.code === 'string' &&
    typeof candidate.data.number === 'number' &&
    typeof candidate.data.message === 'string' &&
    (candidate.data.field === null || typeof candidate.data.field === 'string')
  );
};

describe('the contract as routes', () => {
  it('has operations to test', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('every org-scoped operation names where its organisation id is', () => {
    const unlocated = operations
      .filter((operation) => operation.activity && !operation.organisationParam)
      .map((operation) => operation.operationId);
    expect(unlocated).toEqual([]);
  });
});

describe.each(databases())('the real contract on %s', (kind) => {
  const t = useTestApp(kind, { config: { uploadMaxBytes: 4096 } });
  let ownerId = 0;
  const owner = async () => {
    if (ownerId === 0) {
      ownerId = await t.current.createUser();
      await t.current.addMember(ownerId, 1, 'OWNER');
      await t.current.addMember(ownerId, 2, 'OWNER');
    }
    return { id: ownerId, headers: await t.current.authHeader(ownerId) };
  };

  it('routes every operation (no "No route" 404 for any)', async () => {
    const unrouted: string[] = [];
    for (const operation of operations) {
      const response = await t.current.app.inject({ method: operation.method, url: urlFor(operation, 1) });
      if (response.statusCode === 404 && String(response.json().data?.message).startsWith('No route'))
        unrouted.push(operation.operationId);
    }
    expect(unrouted).toEqual([]);
  });

  it('every bearer operation answers 401 Unauthorized without a token', async () => {
    for (const operation of operations.filter((candidate) => candidate.auth === 'bearer')) {
      const response = await t.current.app.inject({ method: operation.method, url: urlFor(operation, 1) });
      expect(response.statusCode, operation.operationId).toBe(401);
      expect(response.json(), operation.operationId).toEqual({
        ok: false,
        status: 401,
        data: { field: null, code: 'INVALID_CREDENTIALS', number: 401, message: 'Unauthorized' },
      });
    }
  });

  it('every org-scoped operation answers 403 to a signed-in non-member and 404 for an unknown organisation', async () => {
    const outsider = await t.current.createUser();
    const headers = await t.current.authHeader(outsider);
    // x-organisation-of operations name a resource, not an organisation: the sweep in
    // organisations/access-sweep.test.ts and the wiring tests prove their 404s.
    for (const operation of operations.filter(
      (candidate) => candidate.activity && !candidate.organisationOf,
    )) {
      const source = operation.organisationParam!;
      const forbidden = await t.current.app.inject({
        method: operation.method,
        url: urlFor(operation, outsider, { [source.name]: '1' }),
        headers,
      });
      expect(forbidden.statusCode, operation.operationId).toBe(403);
      expect(isErrorShape(forbidden.json(), 403), operation.operationId).toBe(true);
      expect(forbidden.json().data.code).toBe('FORBIDDEN_RESOURCE');
      const unknown = await t.current.app.inject({
        method: operation.method,
        url: urlFor(operation, outsider, { [source.name]: '987654' }),
        headers,
      });
      expect(unknown.statusCode, operation.operationId).toBe(404);
    }
  });

  it("every own-account operation answers 403 to another user's id, before reading a body", async () => {
    const stranger = await t.current.createUser();
    const { id } = await owner();
    const headers = await t.current.authHeader(stranger);
    for (const operation of operations.filter((candidate) => candidate.selfParam)) {
      const response = await t.current.app.inject({
        method: operation.method,
        url: urlFor(operation, stranger, { [operation.selfParam!]: String(id) }),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: operation.method === 'GET' ? undefined : '{}',
      });
      expect(response.statusCode, operation.operationId).toBe(403);
      expect(response.json().data.code, operation.operationId).toBe('FORBIDDEN_RESOURCE');
    }
  });

  describe('every write operation with a JSON body', () => {
    const writes = operations.filter((operation) => operation.method !== 'GET' && operation.body?.json);
    const malformed: [string, string][] = [
      ['invalid JSON', '{"email_address": "a@b.c",'],
      ['an array', '["not", "an", "object"]'],
      ['a string', '"just text"'],
      ['a number', '42'],
      ['null', 'null'],
    ];

    it('exists in the contract', () => {
      expect(writes.length).toBeGreaterThan(10);
    });

    it.each(malformed)('answers 4xx in the error shape, never 5xx, to %s', async (_label, payload) => {
      const { id, headers } = await owner();
      const failures: string[] = [];
      for (const operation of writes) {
        const response = await t.current.app.inject({
          method: operation.method,
          url: urlFor(operation, id),
          headers: { ...(operation.auth === 'public' ? {} : headers), 'content-type': 'application/json' },
          payload,
          remoteAddress: `10.1.${writes.indexOf(operation)}.${malformed.findIndex(([, body]) => body === payload)}`,
        });
        const body = response.json();
        if (
          response.statusCode < 400 ||
          response.statusCode >= 500 ||
          !isErrorShape(body, response.statusCode)
        ) {
          failures.push(`${operation.operationId}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  it('every multipart upload refuses JSON (415) and an oversized file (413 FILE_TOO_LARGE)', async () => {
    const { id, headers: ownerHeaders } = await owner();
    // The programme's uploads (docs/programme-console.md#documents) are staff's: a club owner is refused first.
    const staffId = await t.current.createUser();
    const [staffUser] = await t.current.db.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, staffId));
    await addStaff({ db: t.current.db.db }, staffUser!.email, null);
    const staffHeaders = await t.current.authHeader(staffId);
    const uploads = operations.filter((operation) => operation.body?.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const operation of uploads) {
      const headers = operation.programmeRole ? staffHeaders : ownerHeaders;
      const json = await t.current.app.inject({
        method: operation.method,
        url: urlFor(operation, id),
        headers,
        payload: { file: 'x' },
      });
      expect(json.statusCode, operation.operationId).toBe(415);
      expect(isErrorShape(json.json(), 415)).toBe(true);

      const boundary = 'oncourse-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.alloc(8192, 7),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const large = await t.current.app.inject({
        method: operation.method,
        url: urlFor(operation, id),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(large.statusCode, operation.operationId).toBe(413);
      expect(large.json().data).toMatchObject({ code: 'FILE_TOO_LARGE', number: 120 });
    }
  });

  it('unknown /api routes answer 404 in the error shape', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(isErrorShape(response.json(), 404)).toBe(true);
    expect(response.json().data.code).toBe('NOT_FOUND');
  });

  it('malformed JSON on sign-in is 400 JSON_PARSE_ERROR', async () => {
    const response = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email_address":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      status: 400,
      data: {
        field: null,
        code: 'JSON_PARSE_ERROR',
        number: 108,
        message: 'The request body is not valid JSON',
      },
    });
  });

  it('security headers are set, with a CSP that allows the built app', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/healthcheck' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
