import type { HttpMethod, OpenApiDocument, OpenApiOperation } from './index.ts';

export interface ContractOperation {
  method: HttpMethod;
  /** The path as the contract writes it, e.g. `/api/organisation/{id}/users`. */
  path: string;
  operation: OpenApiOperation;
}

const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of the contract, in document order (what the server registers as routes). */
export function listOperations(document: OpenApiDocument): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/**
 * Follows local `$ref`s (`#/components/...`) until a value that is not a reference, so callers can
 * read shared parameters, responses and schemas. Throws on a reference the document lacks.
 */
export function resolveRef<T = unknown>(document: OpenApiDocument, value: unknown): T {
  let current = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`Circular $ref ${ref}`);
    seen.add(ref);
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    let target: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      target =
        typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
    current = target;
  }
  return current as T;
}

function isReference(value: unknown): value is { $ref: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}
