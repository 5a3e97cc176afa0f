// A member of organisation A reaches nothing of organisation B: every organisation-scoped
// operation of the contract (listed by listOperations, never by hand) answers 403 or 404 when its
// organisation is B, and when its organisation is A but another resource it names is B's.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listOperations, openapiDocument, resolveRef, type ContractOperation } from '@oncourse/openapi';
import type { JsonSchema, OpenApiDocument, ParameterObject } from '@oncourse/openapi';
import { databases, useTestApp } from '../../test/harness.ts';
import { insertDocument, insertNote } from '../../test/rows.ts';
import { pngImage } from '../../test/accounts.ts';

const document = openapiDocument as unknown as OpenApiDocument;
const operations = listOperations(document);

/**
 * Operations whose handler has not landed yet: with A's own id they answer 501, so the second
 * sweep cannot judge them. Remove a name as soon as its module lands; the test fails while a name
 * listed here is implemented, so this list only shrinks.
 */
const stillUnimplemented = new Set<string>([]);

/** The contract's shared parameters that name an organisation. */
const organisationParameterRefs = new Set(
  ['OrganisationIdPath', 'OrgIdPath', 'OrgIdQuery'].map((name) => `#/components/parameters/${name}`),
);

/** The parameters of the operation that name an organisation (declared x-organisation-param or the shared ones). */
function organisationParams(operation: ContractOperation): { in: 'path' | 'query'; name: string }[] {
  const found = new Map<string, { in: 'path' | 'query'; name: string }>();
  // x-organisation-of: the parameter names a resource (a document), which ownedKind supplies.
  if (operation.organisationParam && operation.organisationOf === null)
    found.set(operation.organisationParam.name, operation.organisationParam);
  for (const parameter of operation.operation.parameters ?? []) {
    const ref = (parameter as { $ref?: string }).$ref;
    if (!ref || !organisationParameterRefs.has(ref)) continue;
    const resolved = resolveRef<ParameterObject>(document, parameter);
    found.set(resolved.name, { in: resolved.in as 'path' | 'query', name: resolved.name });
  }
  return [...found.values()];
}

/** Path parameters that name something an organisation owns, by what they name. */
type OwnedKind = 'document' | 'member' | 'answerSet' | 'note';
function ownedKind(operation: ContractOperation, name: string): OwnedKind | null {
  if (name === 'docId') return 'document';
  if (name === 'userId' && /\/organisation\/\{id\}\/user\//.test(operation.path)) return 'member';
  if (name === 'answerSetId') return 'answerSet';
  if (name === 'id' && /\/reviews\/answers\/\{id\}\//.test(operation.path)) return 'answerSet';
  if (name === 'noteId') return 'note';
  return null;
}

/** A value that satisfies a string schema's pattern, for the few patterns path parameters use. */
function stringFor(schema: JsonSchema): string {
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  const candidates = ['en', 'x', '1', 'oncourse', 'a-b'];
  return candidates.find((candidate) => !pattern || pattern.test(candidate)) ?? 'x';
}

/** The smallest value a schema accepts: required properties only, first enum value, minimum lengths. */
function minimal(schemaOrRef: unknown, depth = 0): unknown {
  const schema = resolveRef<JsonSchema>(document, schemaOrRef);
  if (depth > 12) throw new Error('Schema too deep for a minimal value');
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  const variants = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as unknown[] | undefined;
  if (variants?.length) return minimal(variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const value: Record<string, unknown> = {};
      for (const name of (schema.required ?? []) as string[])
        value[name] = minimal(properties[name], depth + 1);
      const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
      if (Object.keys(value).length < minProperties) {
        const [first] = Object.keys(properties);
        if (first) value[first] = minimal(properties[first], depth + 1);
        else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
          value['1'] = minimal(schema.additionalProperties, depth + 1);
      }
      return value;
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => minimal(schema.items, depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2025-01-01';
      if (schema.format === 'binary') return '';
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const value = stringFor(schema);
      return value.length >= minLength ? value : value.padEnd(minLength, 'x');
    }
    default:
      return null;
  }
}

/** A multipart body with the schema's required fields and a small PNG for each file field. */
function multipartBody(schema: JsonSchema): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sweep${randomBytes(6).toString('hex')}`;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const parts = ((schema.required ?? []) as string[]).map((name) => {
    const property = resolveRef<JsonSchema>(document, properties[name]);
    if (property.format === 'binary') {
      return Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="sweep.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngImage(),
        Buffer.from('\r\n'),
      ]);
    }
    return Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(minimal(property))}\r\n`,
    );
  });
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Ids {
  organisation: number;
  document: number;
  member: number;
  answerSet: number;
  note: number;
}

function request(operation: ContractOperation, organisationId: number, owned: Ids) {
  const scoped = new Set(organisationParams(operation).map((parameter) => parameter.name));
  const valueOf = (parameter: ParameterObject) => {
    if (scoped.has(parameter.name)) return String(organisationId);
    const kind = ownedKind(operation, parameter.name);
    if (kind) return String(owned[kind]);
    const schema = resolveRef<JsonSchema>(document, parameter.schema ?? {});
    // A value the contract accepts (a year ≥ 1900), so the answer is about access, not the value.
    return String(schema.type === 'string' ? stringFor(schema) : minimal(schema));
  };
  let url = operation.path;
  for (const parameter of operation.pathParams) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(valueOf(parameter)));
  }
  const query = operation.queryParams
    .filter((parameter) => parameter.required || scoped.has(parameter.name))
    .map((parameter) => `${parameter.name}=${encodeURIComponent(valueOf(parameter))}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  if (!operation.body) return { url, payload: undefined, headers: {} };
  if (operation.body.json)
    return {
      url,
      payload: JSON.stringify(minimal(operation.body.json)),
      headers: { 'content-type': 'application/json' },
    };
  return { url, ...multipartBody(resolveRef<JsonSchema>(document, operation.body.multipart)) };
}

/** Organisation-scoped: names an organisation, or a resource an organisation owns. */
const scopedOperations = operations.filter(
  (operation) =>
    operation.auth !== 'public' &&
    (organisationParams(operation).length > 0 ||
      operation.pathParams.some((parameter) => ownedKind(operation, parameter.name) !== null)),
);

describe.each(databases())('access sweep on %s', (kind) => {
  const t = useTestApp(kind);

  async function organisationOwnedBy(userId: number): Promise<number> {
    const response = await t.current.app.inject({
      method: 'POST',
      url: `/api/organisation/add/${userId}`,
      headers: await t.current.authHeader(userId),
      payload: {
        title: `Sweep Golf ${randomBytes(4).toString('hex')}`,
        address_1: 'Fairway 1',
        city: 'Links',
        post_zip_code: 'L1 1AA',
        country_id: 1,
        phone_number: '+44 1000 000000',
        email_address: `sweep.${randomBytes(4).toString('hex')}@example.test`,
        measurement_unit: 'metric',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.organisation_id as number;
  }

  /** Organisation B with a document, a team member, an answer set and a note. */
  async function organisationB(): Promise<Ids> {
    const db = t.current.db.db;
    const owner = await t.current.createUser();
    const organisation = await organisationOwnedBy(owner);
    const { document } = await insertDocument(db, {
      organisationId: organisation,
      title: 'B only',
      location: 'WATER',
    });
    const { answerSet, note } = await insertNote(db, organisation, 2020, '<p>B only</p>');
    return {
      organisation,
      document,
      member: owner,
      answerSet,
      note,
    };
  }

  it('finds organisation-scoped operations in the contract', () => {
    expect(scopedOperations.length).toBeGreaterThan(30);
    expect(scopedOperations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['getOrganisation', 'getTiles', 'getDocumentDataById', 'updateNote']),
    );
  });

  it('refuses every one of them to a member of A, with B’s ids and with A’s id and B’s resources', async () => {
    const b = await organisationB();
    const memberOfA = await t.current.createUser();
    const a = await organisationOwnedBy(memberOfA);
    const headers = await t.current.authHeader(memberOfA);
    const leaks: string[] = [];
    const skipped = new Set<string>();
    const call = async (operation: ContractOperation, organisationId: number, label: string) => {
      const built = request(operation, organisationId, b);
      const response = await t.current.app.inject({
        method: operation.method,
        url: built.url,
        headers: { ...headers, ...built.headers },
        ...(built.payload !== undefined ? { payload: built.payload } : {}),
      });
      if (response.statusCode === 501) {
        skipped.add(operation.operationId);
        return;
      }
      if (response.statusCode !== 403 && response.statusCode !== 404) {
        leaks.push(
          `${label} ${operation.operationId} ${operation.method} ${built.url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    };
    for (const operation of scopedOperations) {
      await call(operation, b.organisation, 'B’s organisation:');
      const namesOwned = operation.pathParams.some(
        (parameter) => ownedKind(operation, parameter.name) !== null,
      );
      if (namesOwned && organisationParams(operation).length > 0)
        await call(operation, a, 'A’s organisation, B’s resource:');
    }
    console.info(
      `Access sweep: ${scopedOperations.length} organisation-scoped operations; skipped while they answer 501: ${
        [...skipped].sort().join(', ') || 'none'
      }`,
    );
    expect(leaks).toEqual([]);
    expect([...skipped].filter((operationId) => !stillUnimplemented.has(operationId))).toEqual([]);
    // A listed operation that no longer answers 501 must leave the list.
    expect([...stillUnimplemented].filter((operationId) => !skipped.has(operationId))).toEqual([]);
  });
});
