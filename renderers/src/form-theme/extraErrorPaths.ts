import type { ErrorSchema } from '@rjsf/utils';

const ERRORS_KEY = '__errors';

/** Every path in an error schema that carries messages, e.g. [['email'], ['address', 'city']]. */
export function errorPaths(schema: ErrorSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema || typeof schema !== 'object') return [];
  const own = Array.isArray(schema.__errors) && schema.__errors.length > 0 ? [prefix] : [];
  const nested = Object.entries(schema as Record<string, unknown>)
    .filter(([key]) => key !== ERRORS_KEY)
    .flatMap(([key, child]) => errorPaths(child as ErrorSchema, [...prefix, key]));
  return [...own, ...nested];
}

/** The value at a path in form data. */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let node = data;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The error schema without the messages at the given paths (joined with '.'). */
export function withoutPaths<T>(
  schema: ErrorSchema<T> | undefined,
  cleared: ReadonlySet<string>,
): ErrorSchema<T> | undefined {
  if (!schema || cleared.size === 0) return schema;
  return prune(schema as ErrorSchema, [], cleared) as ErrorSchema<T> | undefined;
}

function prune(schema: ErrorSchema, prefix: string[], cleared: ReadonlySet<string>): ErrorSchema | undefined {
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema as Record<string, unknown>)) {
    if (key === ERRORS_KEY) {
      if (!cleared.has(prefix.join('.'))) result[key] = child;
    } else {
      const kept = prune(child as ErrorSchema, [...prefix, key], cleared);
      if (kept) result[key] = kept;
    }
  }
  return Object.keys(result).length > 0 ? (result as ErrorSchema) : undefined;
}

/** The paths whose value differs between two versions of the form data. */
export function editedPaths(paths: readonly string[][], before: unknown, after: unknown): string[] {
  return paths
    .filter((path) => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path)))
    .map((path) => path.join('.'));
}
