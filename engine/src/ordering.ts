import { hasContent } from './answer-content.ts';
import type { Answer, Question } from './model.ts';

/** Anything the content model orders: sections, subsections, field sets, questions, options. */
export interface Sortable {
  id: number;
  sortOrder: number;
}

/** Orders content by `sortOrder`, ties by id, without touching the input (docs/reviews.md#what-is-stored). */
export function sortBySortOrder<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** Keeps only active questions; inactive ones are neither shown nor counted (docs/reviews.md#behaviour). */
export function activeQuestions<T extends Pick<Question, 'active'>>(questions: readonly T[]): T[] {
  return questions.filter((question) => question.active);
}

/**
 * A question no longer asked (inactive) that still holds a saved answer: shown read-only so the
 * answer stays readable (a retired question's answers may still count, e.g. in the footprint),
 * never offered for new entries.
 */
export function isRetiredWithAnswer(
  question: Pick<Question, 'id' | 'active'>,
  answers: Readonly<Record<string, Answer | undefined>>,
): boolean {
  return !question.active && hasContent(answers[question.id]);
}

/**
 * The questions a form shows: the active ones, and a retired one only while it holds a saved
 * answer (`isRetiredWithAnswer`); a retired question without one stays hidden.
 */
export function shownQuestions<T extends Pick<Question, 'id' | 'active'>>(
  questions: readonly T[],
  answers: Readonly<Record<string, Answer | undefined>>,
): T[] {
  return questions.filter((question) => question.active || isRetiredWithAnswer(question, answers));
}

const OTHER = /^\s*other\b/i;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Whether a choice label is an 'Other' entry ('Other', 'Other (please specify)' …). */
export function isOtherChoice(label: string): boolean {
  return OTHER.test(label);
}

/**
 * Sorts choice lists alphabetically (case- and accent-insensitive) with 'Other' entries last
 * (docs/reviews.md#input-rules). Items are `{ title }` by default; pass `label` for any other shape.
 */
export function sortChoices<T extends { title: string }>(items: readonly T[]): T[];
export function sortChoices<T>(items: readonly T[], label: (item: T) => string): T[];
export function sortChoices<T>(items: readonly T[], label?: (item: T) => string): T[] {
  const labelOf = label ?? ((item: T) => (item as { title: string }).title);
  return items
    .map((item) => ({ item, text: labelOf(item), other: isOtherChoice(labelOf(item)) }))
    .sort((a, b) => Number(a.other) - Number(b.other) || collator.compare(a.text, b.text))
    .map((entry) => entry.item);
}
