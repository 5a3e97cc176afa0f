import type { EnumOptionsType } from '@rjsf/utils';

/** The enum values of the options whose schema indexes are `keys`, in schema order (RJSF's convention). */
export function valuesForKeys(
  keys: Iterable<string | number>,
  enumOptions: readonly EnumOptionsType[],
): unknown[] {
  const chosen = new Set(Array.from(keys, (key) => Number(key)));
  return enumOptions.filter((_, index) => chosen.has(index)).map((option) => option.value);
}

/** The schema indexes (as list keys) of the options whose values are in `values`. */
export function keysForValues(values: unknown, enumOptions: readonly EnumOptionsType[]): string[] {
  const list: unknown[] = Array.isArray(values) ? values : values === undefined ? [] : [values];
  return enumOptions.flatMap((option, index) =>
    list.some((value) => sameValue(value, option.value)) ? [String(index)] : [],
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
