// The package surface the app and server use: typed envelope helpers and the parsed document.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  errorCatalogue,
  listOperations,
  openapiDocument,
  resolveRef,
  type Data,
  type Envelope,
  type RequestBody,
  type Schemas,
} from './index.ts';

describe('typed helpers', () => {
  it("give an operation's success data and request body", () => {
    expectTypeOf<Data<'login'>>().toEqualTypeOf<Schemas['LoginResult']>();
    expectTypeOf<Data<'getCountries'>>().toEqualTypeOf<Schemas['Country'][]>();
    expectTypeOf<Data<'getAnswerSet'>>().toEqualTypeOf<Schemas['AnswerSet'] | null>();
    expectTypeOf<RequestBody<'login'>>().toEqualTypeOf<Schemas['LoginRequest']>();
    expectTypeOf<RequestBody<'updateAnswers'>>().toEqualTypeOf<Schemas['AnswersPatch']>();
    expectTypeOf<RequestBody<'getCountries'>>().toEqualTypeOf<never>();
    expect(true).toBe(true);
  });

  it('type binary answers and uploads as Blob, with no envelope data', () => {
    expectTypeOf<Data<'getReviewIcon'>>().toEqualTypeOf<never>();
    expectTypeOf<RequestBody<'uploadDocument'>['file']>().toEqualTypeOf<Blob>();
    expectTypeOf<RequestBody<'uploadUserProfileImage'>>().toEqualTypeOf<{ file: Blob }>();
    expect(true).toBe(true);
  });

  it('type the envelope as ok, status and data', () => {
    const envelope: Envelope<Data<'healthcheck'>> = {
      ok: true,
      status: 200,
      data: { status: 'up', database: 'pglite' },
    };
    expect(envelope.data.status).toBe('up');
  });
});

describe('parsed document', () => {
  it('is the 3.1 contract with every operation under /api', () => {
    expect(openapiDocument.openapi).toBe('3.1.0');
    const operations = listOperations(openapiDocument);
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.every(({ path }) => path.startsWith('/api/'))).toBe(true);
  });

  it('resolves shared references and refuses unknown ones', () => {
    expect(resolveRef<{ type: string }>(openapiDocument, { $ref: '#/components/schemas/Id' }).type).toBe(
      'integer',
    );
    expect(() => resolveRef(openapiDocument, { $ref: '#/components/schemas/Nope' })).toThrow(
      'Unresolved $ref',
    );
    expect(() => resolveRef(openapiDocument, { $ref: 'other.yaml#/x' })).toThrow('Only local');
  });

  it('exports the catalogue as a value', () => {
    expect(errorCatalogue.PASSWORD_COMPLEXITY.number).toBe(402);
  });
});
