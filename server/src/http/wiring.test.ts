// The generic wiring, exercised through a small contract of its own so every path (auth modes,
// organisation access, multipart, binary, envelope, response validation) is tested whatever the
// real contract's handlers do.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listOperations, type OpenApiDocument } from '@oncourse/openapi';
import { defineHandlers, requireOrganisation, requireUserId, type HandlerMap } from './handlers.ts';
import { databases, useTestApp } from '../test/harness.ts';
import { insertDocument } from '../test/rows.ts';
import { assertAccessRules } from './routes.ts';

const envelope = (data: object) => ({
  description: 'ok',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['ok', 'status', 'data'],
        additionalProperties: false,
        properties: { ok: { const: true }, status: { type: 'integer' }, data },
      },
    },
  },
});

const document = {
  openapi: '3.1.0',
  security: [{ bearerAuth: [] }],
  paths: {
    '/api/orgs/{orgId}/things': {
      get: {
        operationId: 'listThings',
        'x-activity': 'reviews',
        'x-access': 'read',
        'x-organisation-param': 'orgId',
        parameters: [
          { name: 'orgId', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
        ],
        responses: { '200': envelope({ $ref: '#/components/schemas/Access' }) },
      },
      post: {
        operationId: 'createThing',
        'x-activity': 'reviews',
        'x-access': 'write',
        'x-organisation-param': 'orgId',
        parameters: [
          { name: 'orgId', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['name'],
                properties: { name: { type: 'string', maxLength: 5 } },
              },
            },
          },
        },
        responses: { '201': envelope({ type: 'object', properties: { name: { type: 'string' } } }) },
      },
    },
    '/api/things': {
      get: {
        operationId: 'searchThings',
        'x-activity': 'improve',
        'x-access': 'read',
        'x-organisation-param': 'orgId',
        parameters: [
          { name: 'orgId', in: 'query', required: true, schema: { type: 'integer' } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/orgs/{id}/upload': {
      post: {
        operationId: 'uploadThing',
        'x-activity': 'improve',
        'x-access': 'write',
        'x-organisation-param': 'id',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['file', 'title'],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  title: { type: 'string', maxLength: 20 },
                  position: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/orgs/{orgId}/something': {
      // Named like a read on purpose: whether a call writes comes from x-access, never from its name.
      post: {
        operationId: 'getSomething',
        'x-activity': 'reviews',
        'x-access': 'write',
        'x-organisation-param': 'orgId',
        parameters: [
          { name: 'orgId', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
        ],
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/tiles': {
      get: {
        operationId: 'listTiles',
        'x-activity': 'improve',
        'x-access': 'read',
        'x-organisation-param': 'orgId',
        'x-organisation-optional': true,
        parameters: [{ name: 'orgId', in: 'query', required: false, schema: { type: 'integer' } }],
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/library/{docId}': {
      get: {
        operationId: 'readDocument',
        'x-activity': 'facility-profile',
        'x-access': 'read',
        'x-organisation-param': 'docId',
        'x-organisation-of': 'document',
        parameters: [
          { name: 'docId', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
          { name: 'oncourse', in: 'query', required: false, schema: { type: 'boolean', default: false } },
        ],
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/people/{personId}/secret': {
      get: {
        operationId: 'getOwnSecret',
        'x-self-param': 'personId',
        parameters: [
          { name: 'personId', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
        ],
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/files/{fileId}': {
      get: {
        operationId: 'getFile',
        security: [],
        parameters: [{ name: 'fileId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'image',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    '/api/echo': {
      post: {
        operationId: 'echo',
        security: [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/EchoBody' } } },
        },
        responses: { '200': envelope({ $ref: '#/components/schemas/EchoBody' }) },
      },
    },
    '/api/who': {
      get: {
        operationId: 'who',
        security: [{}, { bearerAuth: [] }],
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
    '/api/broken': {
      get: {
        operationId: 'broken',
        security: [],
        responses: {
          '200': envelope({
            type: 'object',
            required: ['count'],
            properties: { count: { type: 'integer' } },
          }),
        },
      },
    },
    '/api/crash': {
      get: { operationId: 'crash', security: [], responses: { '200': envelope({ type: 'object' }) } },
    },
    '/api/missing': {
      get: { operationId: 'missing', security: [], responses: { '200': envelope({ type: 'object' }) } },
    },
    '/api/limited': {
      get: {
        operationId: 'limited',
        security: [],
        'x-rate-limit': { max: 2, timeWindow: 60000 },
        responses: { '200': envelope({ type: 'object' }) },
      },
    },
  },
  components: {
    schemas: {
      Id: { type: 'integer', minimum: 1 },
      Access: {
        type: 'object',
        required: ['organisationId', 'accessType'],
        properties: { organisationId: { type: 'integer' }, accessType: { type: 'string' } },
      },
      EchoBody: {
        type: 'object',
        additionalProperties: false,
        required: ['email'],
        properties: {
          email: { type: 'string', format: 'email', maxLength: 30 },
          unit: { enum: ['metric', 'british imperial'] },
          count: { type: 'integer', minimum: 1, maximum: 10 },
          tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 3 },
          nested: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: { name: { type: 'string', minLength: 2 } },
          },
          when: { type: 'string', format: 'date' },
        },
      },
    },
  },
} as unknown as OpenApiDocument;

// The test contract's operationIds are not in the real contract's types, hence the casts.
const handlers = defineHandlers({
  listThings: async (req: { organisation: unknown; operationId: string }) => {
    const access = requireOrganisation(req as never);
    return { organisationId: access.organisationId, accessType: access.accessType };
  },
  createThing: async (req: { body: { name: string } }) => ({ name: req.body.name }),
  searchThings: async (req: { query: unknown }) => ({ query: req.query }),
  uploadThing: async (req: {
    body: unknown;
    files: Record<string, { filename: string; mimetype: string; data: Buffer }>;
  }) => ({
    fields: req.body,
    file: {
      filename: req.files.file!.filename,
      mimetype: req.files.file!.mimetype,
      size: req.files.file!.data.length,
    },
  }),
  getFile: async () => ({
    contentType: 'image/png',
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    filename: 'logo é.png',
  }),
  echo: async (req: { body: unknown }) => req.body,
  who: async (req: { userId: number | null }) => ({
    userId: req.userId,
    required: req.userId === null ? null : requireUserId(req),
  }),
  broken: async () => ({ count: 'many' }),
  crash: async () => {
    throw new Error('database exploded: secret detail');
  },
  limited: async () => ({}),
  getSomething: async () => ({ wrote: true }),
  getOwnSecret: async (req: { userId: number }) => ({ userId: req.userId }),
  listTiles: async (req: { organisation: { organisationId: number } | null }) => ({
    organisationId: req.organisation?.organisationId ?? null,
  }),
  readDocument: async (req: { organisation: { organisationId: number } | null }) => ({
    organisationId: req.organisation?.organisationId ?? null,
  }),
} as unknown as HandlerMap);

describe.each(databases())('the contract wiring on %s', (kind) => {
  const t = useTestApp(kind, { document, handlers: [handlers], config: { uploadMaxBytes: 2048 } });
  const inject = (options: InjectOptions) => t.current.app.inject(options);

  it('bearer operations answer 401 Unauthorized without, with a forged or with an expired token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc']) {
      const response = await inject({
        method: 'GET',
        url: '/api/orgs/1/things',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        ok: false,
        status: 401,
        data: { field: null, code: 'INVALID_CREDENTIALS', number: 401, message: 'Unauthorized' },
      });
    }
  });

  it('org-scoped operations: 404 for an unknown organisation, 403 for non-members and invited members', async () => {
    const outsider = await t.current.createUser();
    const headers = await t.current.authHeader(outsider);
    const unknown = await inject({ method: 'GET', url: '/api/orgs/9999/things', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toMatchObject({ code: 'NOT_FOUND' });

    const forbidden = await inject({ method: 'GET', url: '/api/orgs/1/things', headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      ok: false,
      status: 403,
      data: { code: 'FORBIDDEN_RESOURCE', number: 110 },
    });

    const invited = await t.current.createUser();
    await t.current.addMember(invited, 1, 'USER', 'invited');
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/orgs/1/things',
          headers: await t.current.authHeader(invited),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('org-scoped operations pass joined members holding the activity, and hand the membership to the handler', async () => {
    const member = await t.current.createUser();
    await t.current.addMember(member, 1, 'ADMIN_USER');
    const response = await inject({
      method: 'GET',
      url: '/api/orgs/1/things',
      headers: await t.current.authHeader(member),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      status: 200,
      data: { organisationId: 1, accessType: 'ADMIN_USER' },
    });
    // Membership in one organisation grants nothing in another.
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/orgs/2/things',
          headers: await t.current.authHeader(member),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('calls arriving together are checked together, each caller on its own membership', async () => {
    const admin = await t.current.createUser();
    await t.current.addMember(admin, 1, 'ADMIN_USER');
    const invited = await t.current.createUser();
    await t.current.addMember(invited, 1, 'USER', 'invited');
    const outsider = await t.current.createUser();
    const calls = [
      [admin, 1],
      [outsider, 1],
      [admin, 2],
      [invited, 1],
      [admin, 9999],
      [admin, 1],
    ] as const;
    // Sent at once: the membership lookups of one turn share one query.
    const responses = await Promise.all(
      calls.map(async ([user, organisationId]) =>
        inject({
          method: 'GET',
          url: `/api/orgs/${organisationId}/things`,
          headers: await t.current.authHeader(user),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 403, 403, 403, 404, 200]);
    expect(responses[0]!.json().data).toEqual({ organisationId: 1, accessType: 'ADMIN_USER' });
  });

  it('view-only members may read but not write', async () => {
    const viewer = await t.current.createUser();
    await t.current.addMember(viewer, 1, 'USER_VIEW_ONLY');
    const headers = await t.current.authHeader(viewer);
    expect((await inject({ method: 'GET', url: '/api/orgs/1/things', headers })).statusCode).toBe(200);
    const write = await inject({
      method: 'POST',
      url: '/api/orgs/1/things',
      headers,
      payload: { name: 'abc' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().data.code).toBe('FORBIDDEN_RESOURCE');
  });

  it('a view-only member is refused a write operation named get…: x-access decides, not the name', async () => {
    const viewer = await t.current.createUser();
    await t.current.addMember(viewer, 1, 'USER_VIEW_ONLY');
    const refused = await inject({
      method: 'POST',
      url: '/api/orgs/1/something',
      headers: await t.current.authHeader(viewer),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({ code: 'FORBIDDEN_RESOURCE' });
    const member = await t.current.createUser();
    await t.current.addMember(member, 1, 'USER');
    const allowed = await inject({
      method: 'POST',
      url: '/api/orgs/1/something',
      headers: await t.current.authHeader(member),
    });
    expect(allowed.json()).toMatchObject({ ok: true, data: { wrote: true } });
  });

  it("an own-account operation is refused for another user's id and allowed for the caller's", async () => {
    const me = await t.current.createUser();
    const someoneElse = await t.current.createUser();
    const headers = await t.current.authHeader(me);
    const refused = await inject({ method: 'GET', url: `/api/people/${someoneElse}/secret`, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({
      code: 'FORBIDDEN_RESOURCE',
      message: 'You may only access your own account',
    });
    const own = await inject({ method: 'GET', url: `/api/people/${me}/secret`, headers });
    expect(own.json()).toEqual({ ok: true, status: 200, data: { userId: me } });
  });

  it('the organisation may come from the query (orgId); query values are coerced and defaulted', async () => {
    const member = await t.current.createUser();
    await t.current.addMember(member, 1, 'USER');
    const headers = await t.current.authHeader(member);
    const response = await inject({ method: 'GET', url: '/api/things?orgId=1', headers });
    expect(response.json().data).toEqual({ query: { orgId: 1, page: 1 } });
    expect((await inject({ method: 'GET', url: '/api/things?orgId=2', headers })).statusCode).toBe(403);
    const badPage = await inject({ method: 'GET', url: '/api/things?orgId=1&page=0', headers });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().data).toMatchObject({ field: 'page', code: 'BELOW_MIN_VALUE' });
  });

  it('an optional organisation (x-organisation-optional): checked when given, nothing checked when left out', async () => {
    const outsider = await t.current.createUser();
    const member = await t.current.createUser();
    await t.current.addMember(member, 1, 'ADMIN_USER');
    const get = async (user: number, query: string) =>
      inject({ method: 'GET', url: `/api/tiles${query}`, headers: await t.current.authHeader(user) });

    expect((await get(outsider, '')).json()).toMatchObject({ ok: true, data: { organisationId: null } });
    const refused = await get(outsider, '?orgId=1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({ code: 'FORBIDDEN_RESOURCE' });
    expect((await get(outsider, '?orgId=9999')).statusCode).toBe(404);
    expect((await get(member, '?orgId=1')).json().data).toEqual({ organisationId: 1 });
    expect((await inject({ method: 'GET', url: '/api/tiles' })).statusCode).toBe(401);
  });

  it("a resource's organisation (x-organisation-of): checked there, every refusal the same 404 as an unknown id", async () => {
    const db = t.current.db.db;
    const addDocument = async (oncourseDocument: boolean) =>
      (await insertDocument(db, { organisationId: 1, oncourseDocument })).document;
    const own = await addDocument(false);
    const open = await addDocument(true);
    const outsider = await t.current.createUser();
    const member = await t.current.createUser();
    await t.current.addMember(member, 1, 'ADMIN_USER');
    const get = async (user: number, path: string) =>
      inject({ method: 'GET', url: `/api/library/${path}`, headers: await t.current.authHeader(user) });

    const refused = await get(outsider, String(own));
    const unknown = await get(outsider, '987654');
    for (const response of [refused, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().data).toMatchObject({
        code: 'NOT_FOUND',
        field: 'docId',
        message: 'Document not found',
      });
    }
    expect((await get(member, String(own))).json().data).toEqual({ organisationId: 1 });
    // OnCourse documents, flagged or named by ?oncourse=true, are open to every signed-in user.
    expect((await get(outsider, String(open))).json().data).toEqual({ organisationId: null });
    expect((await get(outsider, '987654?oncourse=true')).json().data).toEqual({ organisationId: null });
  });

  it('the envelope status is the first 2xx the contract declares', async () => {
    const owner = await t.current.createUser();
    await t.current.addMember(owner, 1, 'OWNER');
    const response = await inject({
      method: 'POST',
      url: '/api/orgs/1/things',
      headers: await t.current.authHeader(owner),
      payload: { name: 'abc' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, status: 201, data: { name: 'abc' } });
  });

  it('a non-member is refused before the body is judged', async () => {
    const outsider = await t.current.createUser();
    const response = await inject({
      method: 'POST',
      url: '/api/orgs/1/things',
      headers: await t.current.authHeader(outsider),
      payload: { wrong: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{}, 'email', 'REQUIRED_FIELD_MISSING', 101],
    [{ email: 'not-an-email' }, 'email', 'INCORRECT_FORMAT', 112],
    [{ email: `${'a'.repeat(30)}@x.io` }, 'email', 'ABOVE_MAX_VALUE', 105],
    [{ email: 'a@b.io', unit: 'imperial' }, 'unit', 'UNKNOWN_ENUM_VALUE', 109],
    [{ email: 'a@b.io', count: 0 }, 'count', 'BELOW_MIN_VALUE', 104],
    [{ email: 'a@b.io', count: 11 }, 'count', 'ABOVE_MAX_VALUE', 105],
    [{ email: 'a@b.io', count: '5' }, 'count', 'INCORRECT_FORMAT', 112],
    [{ email: 'a@b.io', tags: 'one' }, 'tags', 'NOT_ARRAY_VALUE', 107],
    [{ email: 'a@b.io', tags: ['a', 'a'] }, 'tags', 'DUPLICATED_VALUE', 106],
    [{ email: 'a@b.io', tags: ['a', 'b', 'c', 'd'] }, 'tags', 'ABOVE_MAX_VALUE', 105],
    [{ email: 'a@b.io', nested: {} }, 'nested.name', 'REQUIRED_FIELD_MISSING', 101],
    [{ email: 'a@b.io', nested: { name: 'x' } }, 'nested.name', 'BELOW_MIN_VALUE', 104],
    [{ email: 'a@b.io', nested: { name: 'ok', extra: 1 } }, 'nested.extra', 'INVALID_RESOURCE', 111],
    [{ email: 'a@b.io', admin: true }, 'admin', 'INVALID_RESOURCE', 111],
    [{ email: 'a@b.io', when: '2024-13-45' }, 'when', 'INCORRECT_FORMAT', 112],
    [[{ email: 'a@b.io' }], null, 'INCORRECT_FORMAT', 112],
  ])('body %j → 400 on %s with %s', async (payload, field, code, number) => {
    const response = await inject({ method: 'POST', url: '/api/echo', payload: payload as object });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, status: 400, data: { field, code, number } });
    expect(typeof response.json().data.message).toBe('string');
  });

  it('accepts a valid body and echoes it', async () => {
    const body = {
      email: 'a@b.io',
      unit: 'metric',
      count: 3,
      tags: ['a'],
      nested: { name: 'ok' },
      when: '2024-02-29',
    };
    const response = await inject({ method: 'POST', url: '/api/echo', payload: body });
    expect(response.json()).toEqual({ ok: true, status: 200, data: body });
  });

  it('malformed JSON is 400 JSON_PARSE_ERROR, prototype poisoning included', async () => {
    for (const payload of [
      '{"email": ',
      '{"email":"a@b.io","__proto__":{"admin":true}}',
      "{'email':'a@b.io'}",
    ]) {
      const response = await inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().data).toMatchObject({ code: 'JSON_PARSE_ERROR', number: 108 });
    }
  });

  it('an empty JSON body counts as no body: 400 REQUIRED_FIELD_MISSING where one is required', async () => {
    const headers = { 'content-type': 'application/json' };
    const response = await inject({ method: 'POST', url: '/api/echo', headers, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: null, code: 'REQUIRED_FIELD_MISSING', number: 101 });
    expect((await inject({ method: 'GET', url: '/api/who', headers })).statusCode).toBe(200);
  });

  it('a body in the wrong content type is 415 in the error shape', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': type },
        payload: 'email=a@b.io',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ ok: false, status: 415, data: { code: 'INCORRECT_FORMAT' } });
    }
  });

  it('a JSON body over 1 MiB is 413 FILE_TOO_LARGE', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().data).toMatchObject({ code: 'FILE_TOO_LARGE', number: 120 });
  });

  describe('multipart', () => {
    const multipart = (
      parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
    ) => {
      const boundary = '----oncourse-test-boundary';
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
          ),
        );
        chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
        chunks.push(Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        payload: Buffer.concat(chunks),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const memberHeaders = async () => {
      const member = await t.current.createUser();
      await t.current.addMember(member, 1, 'USER');
      return t.current.authHeader(member);
    };

    it('hands text fields (coerced) and files to the handler', async () => {
      const body = multipart([
        { name: 'title', value: 'Water licence' },
        { name: 'position', value: '3' },
        { name: 'file', value: Buffer.alloc(100, 1), filename: 'licence.png', type: 'image/png' },
      ]);
      const response = await inject({
        method: 'POST',
        url: '/api/orgs/1/upload',
        payload: body.payload,
        headers: { ...body.headers, ...(await memberHeaders()) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        fields: { title: 'Water licence', position: 3 },
        file: { filename: 'licence.png', mimetype: 'image/png', size: 100 },
      });
    });

    it('a file over UPLOAD_MAX_BYTES is 413 FILE_TOO_LARGE', async () => {
      const body = multipart([
        { name: 'title', value: 'Too big' },
        { name: 'file', value: Buffer.alloc(4096, 1), filename: 'big.png', type: 'image/png' },
      ]);
      const response = await inject({
        method: 'POST',
        url: '/api/orgs/1/upload',
        payload: body.payload,
        headers: { ...body.headers, ...(await memberHeaders()) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        ok: false,
        status: 413,
        data: { field: 'file', code: 'FILE_TOO_LARGE', number: 120 },
      });
    });

    it('missing file or unknown field is 400; JSON instead of multipart is 415; a broken body is 400', async () => {
      const headers = await memberHeaders();
      const noFile = multipart([{ name: 'title', value: 'x' }]);
      const missing = await inject({
        method: 'POST',
        url: '/api/orgs/1/upload',
        payload: noFile.payload,
        headers: { ...noFile.headers, ...headers },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data).toMatchObject({ field: 'file', code: 'REQUIRED_FIELD_MISSING' });

      const extra = multipart([
        { name: 'title', value: 'x' },
        { name: 'owner', value: 'me' },
        { name: 'file', value: 'abc', filename: 'a.png' },
      ]);
      const unknown = await inject({
        method: 'POST',
        url: '/api/orgs/1/upload',
        payload: extra.payload,
        headers: { ...extra.headers, ...headers },
      });
      expect(unknown.json().data).toMatchObject({ field: 'owner', code: 'INVALID_RESOURCE' });

      const json = await inject({
        method: 'POST',
        url: '/api/orgs/1/upload',
        payload: { title: 'x' },
        headers,
      });
      expect(json.statusCode).toBe(415);

      const truncated = await inject({
        method: 'POST',
        url: '/api/orgs/1/upload',
        payload: '------b\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
        headers: { 'content-type': 'multipart/form-data; boundary=----b', ...headers },
      });
      expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
      expect(truncated.statusCode).toBeLessThan(500);
      expect(truncated.json().ok).toBe(false);
    });
  });

  it('binary operations send the bytes with their type and a content-filename header', async () => {
    const response = await inject({ method: 'GET', url: '/api/files/7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-filename']).toBe(encodeURIComponent('logo é.png'));
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('logo é.png')}`,
    );
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('optional-auth operations see the user when a valid token is sent, and null otherwise', async () => {
    expect((await inject({ method: 'GET', url: '/api/who' })).json().data).toEqual({
      userId: null,
      required: null,
    });
    expect(
      (await inject({ method: 'GET', url: '/api/who', headers: { authorization: 'Bearer forged' } })).json()
        .data,
    ).toEqual({ userId: null, required: null });
    const user = await t.current.createUser();
    expect(
      (await inject({ method: 'GET', url: '/api/who', headers: await t.current.authHeader(user) })).json()
        .data,
    ).toEqual({ userId: user, required: user });
  });

  it('a response that breaks the contract fails loudly with 500 (validateResponses)', async () => {
    const response = await inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json().data.message).toMatch(/Response of broken does not match the contract/);
  });

  it('an unexpected error is 500 with a generic message that leaks nothing', async () => {
    const response = await inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      ok: false,
      status: 500,
      data: {
        field: null,
        code: 'INTERNAL_SERVER_ERROR',
        number: 500,
        message: 'Something went wrong. Please try again later.',
      },
    });
  });

  it('an operation without a handler answers 501 in the error shape', async () => {
    const response = await inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      ok: false,
      status: 501,
      data: {
        field: null,
        code: 'INTERNAL_SERVER_ERROR',
        number: 500,
        message: 'Not implemented yet: missing',
      },
    });
  });

  it('rate-limited operations answer 429 TOO_MANY_REQUESTS past x-rate-limit, per client address', async () => {
    const from = (remoteAddress: string) => inject({ method: 'GET', url: '/api/limited', remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      ok: false,
      status: 429,
      data: { code: 'TOO_MANY_REQUESTS', number: 429 },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('unknown /api routes are 404 in the error shape, a method a known path lacks 405', async () => {
    const lacking = await inject({ method: 'POST', url: '/api/files/1' });
    expect(lacking.statusCode).toBe(405);
    expect(lacking.headers.allow).toContain('GET');
    expect(lacking.json()).toMatchObject({ ok: false, status: 405 });
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here/1'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        ok: false,
        status: 404,
        data: { code: 'NOT_FOUND', number: 404 },
      });
    }
  });
});

describe('building the wiring', () => {
  it('refuses a handler for an operation the contract does not have', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    await expect(
      createTestApp('pglite', {
        document,
        seed: false,
        handlers: [{ notInContract: async () => ({}) } as unknown as HandlerMap],
      }),
    ).rejects.toThrow('A handler is registered for notInContract, which the contract does not have');
  });
});

describe('the wiring refuses to start on incomplete access rules', () => {
  const operationWith = (method: 'get' | 'post' | 'patch' | 'delete', extensions: Record<string, unknown>) =>
    listOperations({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      security: [{ bearerAuth: [] }],
      components: {},
      paths: {
        '/api/orgs/{orgId}/users/{userId}': {
          [method]: {
            operationId: 'op',
            tags: [],
            summary: '',
            parameters: [
              { name: 'orgId', in: 'path', required: true },
              { name: 'userId', in: 'path', required: true },
            ],
            responses: {},
            ...extensions,
          },
        },
      },
    })[0]!;
  const scoped = { 'x-activity': 'reviews', 'x-organisation-param': 'orgId' };
  const optionalOrgId = [
    { name: 'orgId', in: 'query', required: false },
    { name: 'userId', in: 'path', required: true },
  ];

  it.each([
    ['an organisation call without x-access', operationWith('get', scoped), 'no x-access'],
    [
      'a PATCH that claims to read',
      operationWith('patch', { ...scoped, 'x-access': 'read' }),
      'claims x-access: read',
    ],
    [
      'a DELETE that claims to read',
      operationWith('delete', { ...scoped, 'x-access': 'read' }),
      'claims x-access: read',
    ],
    [
      'an organisation call whose organisation parameter does not exist',
      operationWith('get', { ...scoped, 'x-organisation-param': 'organisationId', 'x-access': 'read' }),
      'names no parameter',
    ],
    [
      'a public organisation call',
      operationWith('get', { ...scoped, 'x-access': 'read', security: [] }),
      'is public',
    ],
    ['x-access without x-activity', operationWith('get', { 'x-access': 'read' }), 'without x-activity'],
    [
      'a remembered membership on a call that only reads',
      operationWith('get', { ...scoped, 'x-access': 'read', 'x-membership-remembered': true }),
      'needs x-activity, x-access: write',
    ],
    [
      'a remembered membership without x-activity',
      operationWith('patch', { 'x-membership-remembered': true }),
      'needs x-activity, x-access: write',
    ],
    [
      'an own-account parameter that does not exist',
      operationWith('get', { 'x-self-param': 'id' }),
      'not one of its path parameters',
    ],
    [
      'a public own-account call',
      operationWith('get', { 'x-self-param': 'userId', security: [] }),
      'does not require a signed-in user',
    ],
    [
      'an optional organisation parameter that does not say so',
      operationWith('get', { ...scoped, 'x-access': 'read', parameters: optionalOrgId }),
      'does not say x-organisation-optional',
    ],
    [
      'x-organisation-optional on a required parameter',
      operationWith('get', { ...scoped, 'x-access': 'read', 'x-organisation-optional': true }),
      'of a parameter the contract requires',
    ],
    [
      'x-organisation-optional without x-activity',
      operationWith('get', { 'x-organisation-optional': true, parameters: optionalOrgId }),
      'no x-activity',
    ],
    [
      'x-organisation-of a resource the server cannot resolve',
      operationWith('get', { ...scoped, 'x-access': 'read', 'x-organisation-of': 'invoice' }),
      'cannot resolve',
    ],
    [
      'x-organisation-of an optional query parameter',
      operationWith('get', {
        ...scoped,
        'x-access': 'read',
        'x-organisation-of': 'document',
        'x-organisation-optional': true,
        parameters: optionalOrgId,
      }),
      'must be a required path parameter',
    ],
    [
      'a certification call without x-activity or x-programme-role',
      operationWith('get', { tags: ['certification'] }),
      'without x-activity or x-programme-role',
    ],
    [
      'a call with both x-activity and x-programme-role',
      operationWith('get', { ...scoped, 'x-access': 'read', 'x-programme-role': 'staff' }),
      'both x-activity and x-programme-role',
    ],
    [
      'a public programme call',
      operationWith('get', { 'x-programme-role': 'staff', security: [] }),
      'does not require a signed-in user',
    ],
    [
      "an assigned verifier's call that names no case",
      operationWith('get', { 'x-programme-role': 'assigned-verifier' }),
      'x-case-param names no path parameter',
    ],
    [
      'a case parameter that does not exist',
      operationWith('get', { 'x-programme-role': 'staff-or-assigned-verifier', 'x-case-param': 'caseId' }),
      'x-case-param names no path parameter',
    ],
    [
      'x-case-param without x-programme-role',
      operationWith('get', { 'x-case-param': 'userId' }),
      'no x-programme-role',
    ],
  ])('%s', (_label, operation, message) => {
    expect(() => assertAccessRules(operation)).toThrow(message);
  });

  it('accepts programme rules that are complete', () => {
    expect(() =>
      assertAccessRules(operationWith('get', { tags: ['certification'], 'x-programme-role': 'staff' })),
    ).not.toThrow();
    expect(() =>
      assertAccessRules(
        operationWith('get', { 'x-programme-role': 'assigned-verifier', 'x-case-param': 'userId' }),
      ),
    ).not.toThrow();
  });

  it('accepts complete rules, a POST that reads included', () => {
    expect(() => assertAccessRules(operationWith('post', { ...scoped, 'x-access': 'read' }))).not.toThrow();
    expect(() => assertAccessRules(operationWith('get', { 'x-self-param': 'userId' }))).not.toThrow();
    expect(() =>
      assertAccessRules(
        operationWith('get', {
          ...scoped,
          'x-access': 'read',
          'x-organisation-optional': true,
          parameters: optionalOrgId,
        }),
      ),
    ).not.toThrow();
    expect(() =>
      assertAccessRules(
        operationWith('get', { ...scoped, 'x-access': 'read', 'x-organisation-of': 'document' }),
      ),
    ).not.toThrow();
  });
});
