import type { Answer } from './model.ts';

/** An answer as a save carries it: everything but its notes (notes are saved on their own). */
export type AnswerContent = Omit<Answer, 'notes'>;

/** A stored answer with the answer set's version at which it last changed. */
export interface VersionedAnswer {
  answer: AnswerContent;
  version: number;
}

/** What to do with each question of a patch, by question id (ascending). */
export interface PatchMerge {
  /** Changed by the patch and not in conflict: write these. */
  apply: number[];
  /** The patch holds what is already stored: nothing to write, nothing to resolve. */
  unchanged: number[];
  /** Another save changed these since the patch's base version, to a different value. */
  conflicts: number[];
}

type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item as Json, b[index] as Json));
  }
  const left = a as { readonly [key: string]: Json };
  const right = b as { readonly [key: string]: Json };
  // Key order never matters (JSON columns reorder keys); an absent key equals an undefined one.
  for (const key in left) if (!sameJson(left[key], right[key])) return false;
  for (const key in right) if (!(key in left) && right[key] !== undefined) return false;
  return true;
}

/** Whether two answers hold the same state and content (notes aside), compared by value. */
export function sameAnswer(a: AnswerContent, b: AnswerContent): boolean {
  return (
    a.complete === b.complete &&
    a.savelater === b.savelater &&
    a.unitMeasurementType === b.unitMeasurementType &&
    sameJson(a.value as Json, b.value as Json) &&
    sameJson(a.nestedValues as Json, b.nestedValues as Json) &&
    sameJson(a.facilityAddedAnswers as unknown as Json, b.facilityAddedAnswers as unknown as Json) &&
    sameJson(a.rows as unknown as Json, b.rows as unknown as Json)
  );
}

/**
 * Merges a patch based on `baseVersion` into what is stored (docs/reviews.md#behaviour): a
 * question conflicts only when another save changed it after `baseVersion` and the patch sets
 * it to a different value; a patch equal to the stored answer is no change at all; everything
 * else is applied. Questions nobody else touched are therefore saved even when others conflict.
 */
export function mergeAnswerPatch(
  stored: Readonly<Record<string, VersionedAnswer | undefined>>,
  patch: Readonly<Record<string, AnswerContent>>,
  baseVersion: number,
): PatchMerge {
  const merge: PatchMerge = { apply: [], unchanged: [], conflicts: [] };
  const ids = Object.keys(patch)
    .map(Number)
    .sort((a, b) => a - b);
  for (const id of ids) {
    const next = patch[id]!;
    const current = stored[id];
    if (current && sameAnswer(current.answer, next)) merge.unchanged.push(id);
    else if (current && current.version > baseVersion) merge.conflicts.push(id);
    else merge.apply.push(id);
  }
  return merge;
}
