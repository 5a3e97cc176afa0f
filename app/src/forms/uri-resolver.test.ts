import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriResolver from './uri-resolver';

// The cases RJSF meets when a schema's `$ref` is resolved against its `$id`.
const CASES: [string, string][] = [
  ['https://oncourse.example/schemas/form.json', '#/definitions/address'],
  ['https://oncourse.example/schemas/form.json', 'address.json#/properties/town'],
  ['https://oncourse.example/schemas/', '../shared/unit.json'],
  ['https://oncourse.example/a/b/form.json', '/root.json'],
  ['https://oncourse.example/form.json', 'https://other.example/x.json#/y'],
];

describe('the URI resolver the browser build uses instead of fast-uri', () => {
  it('is compared with the real fast-uri, not with itself (only the browser build takes the alias)', () => {
    expect(fastUri.resolve).not.toBe(uriResolver.resolve);
  });

  it.each(CASES)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('finds the same references equal as fast-uri does', () => {
    const pairs: [string, string][] = [
      ['https://oncourse.example/a.json', 'https://oncourse.example/a.json'],
      ['https://oncourse.example/a.json', 'HTTPS://oncourse.example/a.json'],
      ['https://oncourse.example/a.json', 'https://oncourse.example/b.json'],
    ];
    for (const [a, b] of pairs) expect(uriResolver.equal(a, b), `${a} ${b}`).toBe(fastUri.equal(a, b));
  });
});
