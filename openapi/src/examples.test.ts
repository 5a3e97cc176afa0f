import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './document.ts';
import { exampleProblems } from './examples.ts';
import { openapiDocument } from './openapi.gen.ts';

/** A contract of one operation whose body and 200 answer carry the examples given. */
function contract(bodyExample: unknown, answerExample: unknown): OpenApiDocument {
  const media = (example: unknown) => ({
    schema: {
      type: 'object',
      required: ['title'],
      additionalProperties: false,
      properties: { title: { type: 'string', minLength: 1 } },
    },
    ...(example === undefined ? {} : { example }),
  });
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/api/clubs': {
        post: {
          operationId: 'createClub',
          tags: [],
          summary: 'Create a club',
          requestBody: { content: { 'application/json': media(bodyExample) } },
          responses: { '200': { description: 'ok', content: { 'application/json': media(answerExample) } } },
        },
      },
    },
  } as unknown as OpenApiDocument;
}

describe('examples in the contract', () => {
  it('finds every request body and JSON 200 answer of openapi.yaml with an example its schema accepts', () => {
    expect(exampleProblems(openapiDocument)).toEqual([]);
    // Compiling some 130 schemas takes a few seconds on a busy machine.
  }, 30_000);

  it('names a missing example and one its schema refuses', () => {
    expect(exampleProblems(contract({ title: 'Heathland Links' }, { title: 'Heathland Links' }))).toEqual([]);
    const problems = exampleProblems(contract(undefined, { title: '', holes: 18 }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/createClub .*request application\/json has no example/);
    expect(problems[1]).toMatch(/createClub .*200 application\/json: the example is refused/);
  });
});
