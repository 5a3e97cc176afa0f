// Every JSON or multipart request body and every JSON 200 answer of the contract carries an example
// that its own schema accepts (docs/api.md#examples), so a reader or an outside tool has a valid
// call to start from. `npm run lint -w openapi` runs this check.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MediaTypeObject, OpenApiDocument, RequestBodyObject, ResponseObject } from './document.ts';
import { listOperations, resolveRef } from './operations.ts';

const DOCUMENT_ID = 'https://oncourse.local/examples.json';

/** Local `#/…` references resolve inside the document registered under DOCUMENT_ID. */
function absoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absoluteRefs);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${DOCUMENT_ID}${value}`
        : absoluteRefs(value),
    ]),
  );
}

/** What is wrong with the contract's examples: one line per missing or refused example, none when all is well. */
export function exampleProblems(document: OpenApiDocument): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // OpenAPI's own formats: a file part is any string in an example.
  for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
    ajv.addFormat(format, true);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const problems: string[] = [];
  const check = (where: string, media: MediaTypeObject | undefined) => {
    if (!media) return;
    if (!('example' in media)) {
      problems.push(`${where} has no example`);
      return;
    }
    const validate = ajv.compile(absoluteRefs(media.schema ?? {}) as object);
    if (!validate(media.example)) {
      const [error] = validate.errors ?? [];
      problems.push(
        `${where}: the example is refused at ${error?.instancePath || '/'} (${error?.message ?? 'invalid'})`,
      );
    }
  };
  for (const operation of listOperations(document)) {
    const name = `${operation.operationId} (${operation.method} ${operation.path})`;
    if (operation.operation.requestBody) {
      const body = resolveRef<RequestBodyObject>(document, operation.operation.requestBody);
      for (const [type, media] of Object.entries(body.content ?? {})) check(`${name} request ${type}`, media);
    }
    const success = operation.operation.responses['200'];
    if (success && !operation.binary) {
      const response = resolveRef<ResponseObject>(document, success);
      for (const [type, media] of Object.entries(response.content ?? {})) check(`${name} 200 ${type}`, media);
    }
  }
  return problems;
}
