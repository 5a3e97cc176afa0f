import { formatDate } from '@oncourse/engine/locale';
import { hasContent, type AnswerContent, type Question } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { Text } from '../i18n/useText';
import { answerText } from './describe-answer';

/** The last change to one answer, as the line under its question tells it (docs/reviews.md#answer-history). */
export interface LastChange {
  /** Null for a deleted account: "a former member". */
  changedBy: { firstName: string; lastName: string } | null;
  changedAt: string;
  /** Null for the first answer. */
  before: AnswerContent | null;
  after: AnswerContent;
}

/** The API's change → what the line needs (its content is the engine's answer content). */
export function lastChangeOf(change: Schemas['AnswerChange']): LastChange {
  return {
    changedBy: change.changedBy,
    changedAt: change.changedAt,
    before: change.before as AnswerContent | null,
    after: change.after as AnswerContent,
  };
}

/** Who made a change, by name; a deleted account reads "a former member". */
export function authorName(changedBy: LastChange['changedBy'], t: Text): string {
  const name = changedBy ? `${changedBy.firstName} ${changedBy.lastName}`.trim() : '';
  return name || t('reviews.history.formerMember');
}

/** A day as the reader writes it (en-GB: 3 March 2026; de-DE: 3. März 2026). */
export function changeDate(changedAt: string, locale: string): string {
  return formatDate(changedAt, locale, { zone: 'reader' });
}

/**
 * The quiet line under a question: who changed its answer, on which day and what it was before
 * ("Changed by Alex Morgan on 3 March 2026, was 12,000"), in the reader's locale. A change that
 * only marked the answer complete or saved for later says who saved it, not a "was" equal to now.
 * An answer that was empty and still is (saved for later or complete with nothing in it) has no
 * line: nobody "entered" anything there.
 */
export function historyLine(question: Question, change: LastChange, t: Text, locale: string): string | null {
  if (!hasContent(change.after) && !hasContent(change.before)) return null;
  const values = { name: authorName(change.changedBy, t), date: changeDate(change.changedAt, locale) };
  if (!change.before) return t('reviews.history.entered', values);
  const was = answerText(question, change.before, locale);
  if (was === answerText(question, change.after, locale)) return t('reviews.history.saved', values);
  if (!was) return t('reviews.history.changedFromEmpty', values);
  return t('reviews.history.changed', { ...values, value: was });
}

/**
 * The last change of each answer of the open section: loaded once with the section, then told of
 * each save, so the line under a question follows without a request per question.
 */
export class AnswerHistory {
  private changes: Readonly<Record<string, LastChange>> = {};
  /** Answers saved on this page: newer than anything a load still under way may bring. */
  private readonly savedHere = new Set<string>();
  private readonly listeners = new Set<() => void>();

  get(questionId: string): LastChange | undefined {
    return this.changes[questionId];
  }

  /** The server's last changes, by question id. */
  load(changes: readonly Schemas['AnswerChange'][]): void {
    const next = { ...this.changes };
    for (const change of changes) {
      const id = String(change.questionId);
      if (!this.savedHere.has(id)) next[id] = lastChangeOf(change);
    }
    this.replace(next);
  }

  /** Changes this page saved (the save's answers, by question id). */
  record(changes: Readonly<Record<string, LastChange>>): void {
    const ids = Object.keys(changes);
    if (ids.length === 0) return;
    for (const id of ids) this.savedHere.add(id);
    this.replace({ ...this.changes, ...changes });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private replace(next: Readonly<Record<string, LastChange>>): void {
    this.changes = next;
    for (const listener of this.listeners) listener();
  }
}
