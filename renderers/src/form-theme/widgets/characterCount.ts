import type { FormThemeStringKey } from '../strings.ts';

/** What the counter under a limited textarea says: characters left, or how many are over the limit. */
export function characterCount(
  length: number,
  maxLength: number,
): { key: FormThemeStringKey; count: number; over: boolean } {
  const left = maxLength - length;
  if (left >= 0) {
    return { key: 'form.charactersRemaining', count: left, over: false };
  }
  const over = -left;
  return { key: 'form.charactersTooMany', count: over, over: true };
}
