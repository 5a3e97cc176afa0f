// The contract reader: what the server registers and guards comes from here.
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './document.ts';
import { openapiDocument } from './index.ts';
import { listOperations, resolveRef } from './operations.ts';

const minimal = (paths: OpenApiDocument['paths']): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths,
  components: {
    parameters: { OrgId: { name: 'orgId', in: 'path', required: true, schema: { type: 'integer' } } },
  },
  security: [{ bearerAuth: [] }],
});

describe('listOperations', () => {
  it('reads every operation of the contract, all under /api', () => {
    const operations = listOperations(openapiDocument);
    const count = Object.values(openapiDocument.paths).reduce(
      (sum, item) => sum + ['get', 'put', 'post', 'patch', 'delete'].filter((m) => m in item).length,
      0,
    );
    expect(operations).toHaveLength(count);
    expect(operations.filter(({ path }) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('reads access rules, the organisation parameter and the own-account parameter', () => {
    const [scoped, self, open] = listOperations(
      minimal({
        '/api/org/{orgId}/things': {
          post: {
            operationId: 'findThings',
            tags: [],
            summary: '',
            'x-activity': 'reviews',
            'x-access': 'read',
            'x-organisation-param': 'orgId',
            parameters: [{ $ref: '#/components/parameters/OrgId' }],
            responses: {},
          },
        },
        '/api/user/{id}': {
          get: {
            operationId: 'getUser',
            tags: [],
            summary: '',
            'x-self-param': 'id',
            parameters: [{ name: 'id', in: 'path', required: true }],
            responses: {},
          },
          patch: { operationId: 'open', tags: [], summary: '', security: [], responses: {} },
        },
      }),
    );
    expect(scoped).toMatchObject({
      method: 'POST',
      url: '/api/org/:orgId/things',
      activity: 'reviews',
      access: 'read',
      organisationParam: { in: 'path', name: 'orgId' },
      selfParam: null,
      auth: 'bearer',
    });
    expect(self).toMatchObject({ method: 'GET', selfParam: 'id', access: null, organisationParam: null });
    expect(open).toMatchObject({ method: 'PATCH', auth: 'public' });
  });

  it('finds no organisation parameter when x-organisation-param names none the operation has', () => {
    const [operation] = listOperations(
      minimal({
        '/api/org/{orgId}': {
          get: {
            operationId: 'getOrg',
            tags: [],
            summary: '',
            'x-activity': 'reviews',
            'x-organisation-param': 'organisationId',
            parameters: [{ $ref: '#/components/parameters/OrgId' }],
            responses: {},
          },
        },
      }),
    );
    expect(operation?.organisationParam).toBeNull();
  });
});

describe('resolveRef', () => {
  it('resolves shared references and refuses unknown, foreign and circular ones', () => {
    expect(resolveRef<{ type: string }>(openapiDocument, { $ref: '#/components/schemas/Id' }).type).toBe(
      'integer',
    );
    expect(() => resolveRef(openapiDocument, { $ref: '#/components/schemas/Nope' })).toThrow(
      'Unresolved $ref',
    );
    expect(() => resolveRef(openapiDocument, { $ref: 'other.yaml#/x' })).toThrow('Only local');
    const circular = {
      ...openapiDocument,
      components: { schemas: { A: { $ref: '#/components/schemas/A' } } },
    };
    expect(() => resolveRef(circular, { $ref: '#/components/schemas/A' })).toThrow('Circular');
  });
});
