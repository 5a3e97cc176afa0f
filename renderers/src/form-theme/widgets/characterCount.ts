import type { FormThemeStringKey } from '../strings.ts';

/** What the counter under a limited textarea says: characters left, or how many are over the limit. */
export function characterCount(
  length: number,
  maxLength: number,
): { key: FormThemeStringKey; count: number; over: boolean } {
  const left = maxLength - length;
  if (left >= 0) {
    return {
      key: left === 1 ? 'form.charactersRemainingOne' : 'form.charactersRemaining',
      count: left,
      over: false,
    };
  }
  const over = -left;
  return {
    key: over === 1 ? 'form.charactersTooManyOne' : 'form.charactersTooMany',
    count: over,
    over: true,
  };
}
