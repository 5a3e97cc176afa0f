import type { Answer, ValidationError } from '@oncourse/engine';

type Listener = () => void;
export type AnswerRecord = Readonly<Record<string, Answer>>;

const NO_ERRORS: readonly ValidationError[] = Object.freeze([]);

/**
 * The answers of one open answer set, with a subscription per question: a keystroke notifies
 * only the question (and field set) it belongs to, so a 200-question section re-renders one
 * field, not the page. Answers are replaced, never mutated, so identity says what changed.
 */
export class AnswerStore {
  private current: AnswerRecord;
  /** What the server has (the last load or save); a question differing from it is unsaved. */
  private saved: AnswerRecord;
  private readonly dirty = new Set<string>();
  /** What untouched questions start from (their preselected options) until a save stores it. */
  private readonly starting: Record<string, Answer>;
  private errors: Readonly<Record<string, readonly ValidationError[]>> = {};
  private readonly byQuestion = new Map<string, Set<Listener>>();
  private readonly anyChange = new Set<Listener>();

  constructor(saved: AnswerRecord, drafts: AnswerRecord = {}, starting: AnswerRecord = {}) {
    this.saved = saved;
    this.starting = { ...starting };
    this.current = { ...saved, ...starting, ...drafts };
    for (const id of Object.keys(drafts)) this.dirty.add(id);
  }

  get(questionId: string): Answer | undefined {
    return this.current[questionId];
  }

  /** Every answer; a new object after any change. */
  all = (): AnswerRecord => this.current;

  savedAnswer(questionId: string): Answer | undefined {
    return this.saved[questionId];
  }

  errorsOf(questionId: string): readonly ValidationError[] {
    return this.errors[questionId] ?? NO_ERRORS;
  }

  allErrors(): Readonly<Record<string, readonly ValidationError[]>> {
    return this.errors;
  }

  isDirty(questionId: string): boolean {
    return this.dirty.has(questionId);
  }

  dirtyIds(): string[] {
    return [...this.dirty];
  }

  get dirtyCount(): number {
    return this.dirty.size;
  }

  /** A change the user made: kept until saved. */
  set(questionId: string, answer: Answer): void {
    if (this.current[questionId] === answer) return;
    this.current = { ...this.current, [questionId]: answer };
    this.dirty.add(questionId);
    this.notify([questionId]);
  }

  /** Several user changes at once (marking a section saved for later or complete). */
  setMany(answers: AnswerRecord): void {
    const ids = Object.keys(answers);
    if (ids.length === 0) return;
    this.current = { ...this.current, ...answers };
    for (const id of ids) this.dirty.add(id);
    this.notify(ids);
  }

  /** Replaces a question's errors (an empty list clears them). */
  setErrors(questionId: string, errors: readonly ValidationError[]): void {
    const before = this.errors[questionId] ?? NO_ERRORS;
    if (before.length === 0 && errors.length === 0) return;
    const next = { ...this.errors };
    if (errors.length === 0) delete next[questionId];
    else next[questionId] = errors;
    this.errors = next;
    this.notify([questionId]);
  }

  /** Replaces every error at once, as a save attempt reports them. */
  replaceErrors(errors: Readonly<Record<string, readonly ValidationError[]>>): void {
    const ids = new Set([...Object.keys(this.errors), ...Object.keys(errors)]);
    this.errors = errors;
    this.notify([...ids]);
  }

  /**
   * The server has these answers now. A question still holding exactly what was sent is clean
   * and takes the server's copy; one typed over since stays unsaved on top of it.
   */
  acceptSaved(sent: AnswerRecord, server: AnswerRecord): void {
    const ids = Object.keys(sent);
    const saved = { ...this.saved };
    const current = { ...this.current };
    for (const id of ids) {
      const answer = server[id] ?? sent[id];
      if (!answer) continue;
      saved[id] = answer;
      delete this.starting[id];
      if (current[id] === sent[id]) {
        current[id] = answer;
        this.dirty.delete(id);
      }
    }
    this.saved = saved;
    this.current = current;
    this.notify(ids);
  }

  /** Another person's answers were chosen over ours: they are what the server has and what shows. */
  takeTheirs(theirs: AnswerRecord): void {
    const ids = Object.keys(theirs);
    for (const id of ids) delete this.starting[id];
    this.saved = { ...this.saved, ...theirs };
    this.current = { ...this.current, ...theirs };
    for (const id of ids) this.dirty.delete(id);
    this.notify(ids);
  }

  /**
   * Answers waiting in the outbox, read again when the page opens (docs/offline.md#the-outbox): they
   * count as saved here, over what the server last answered; a question typed over since stays
   * unsaved on top of them. Notes stay as they are (they are saved by their own calls).
   */
  acceptQueued(queued: AnswerRecord): void {
    const ids = Object.keys(queued);
    const saved = { ...this.saved };
    const current = { ...this.current };
    for (const id of ids) {
      const notes = saved[id]?.notes ?? current[id]?.notes ?? [];
      const answer = { ...queued[id]!, notes };
      delete this.starting[id];
      saved[id] = answer;
      if (!this.dirty.has(id)) current[id] = answer;
    }
    this.saved = saved;
    this.current = current;
    this.notify(ids);
  }

  /** Drops every unsaved change (the user chose to discard them). */
  discard(): void {
    const ids = [...this.dirty];
    const current = { ...this.current };
    for (const id of ids) {
      const saved = this.starting[id] ?? this.saved[id];
      if (saved) current[id] = saved;
      else delete current[id];
    }
    this.current = current;
    this.dirty.clear();
    this.notify(ids);
  }

  /** Changes an answer's notes on both sides: notes are saved by their own calls, never unsaved. */
  updateNotes(questionId: string, update: (answer: Answer | undefined) => Answer): void {
    const saved = update(this.saved[questionId]);
    this.saved = { ...this.saved, [questionId]: saved };
    const current = this.current[questionId];
    const start = this.starting[questionId];
    if (start) this.starting[questionId] = { ...start, notes: saved.notes };
    let shown = saved;
    if (current && this.dirty.has(questionId)) shown = { ...current, notes: saved.notes };
    // A preselection not yet stored stays shown, with the new notes.
    else if (start && current === start) shown = this.starting[questionId]!;
    this.current = { ...this.current, [questionId]: shown };
    this.notify([questionId]);
  }

  /** Listens to the given questions only. */
  subscribeTo = (questionIds: readonly string[], listener: Listener): (() => void) => {
    for (const id of questionIds) {
      let listeners = this.byQuestion.get(id);
      if (!listeners) this.byQuestion.set(id, (listeners = new Set()));
      listeners.add(listener);
    }
    return () => {
      for (const id of questionIds) this.byQuestion.get(id)?.delete(listener);
    };
  };

  /** Listens to every change (page-wide figures: progress, the unsaved count). */
  subscribe = (listener: Listener): (() => void) => {
    this.anyChange.add(listener);
    return () => this.anyChange.delete(listener);
  };

  private notify(ids: readonly string[]): void {
    const called = new Set<Listener>();
    for (const id of ids) {
      for (const listener of this.byQuestion.get(id) ?? []) {
        if (called.has(listener)) continue;
        called.add(listener);
        listener();
      }
    }
    for (const listener of this.anyChange) listener();
  }
}
