import {
  answerForLater,
  answerOnSave,
  combineAnswers,
  emptyAnswer,
  isAnswerable,
  preselectedAnswers,
  scopeQuestions,
  validateAnswer,
  validateAnswers,
  sameAnswer as sameContent,
  type Answer,
  type AnswerContent,
  type Note,
  type Question,
  type Section,
  type ValidationError,
} from '@oncourse/engine';
import type { ApiClient } from '../api/client';
import type { Outbox, OutboxChange, OutboxEntry, OutboxTarget, SendResult } from '../offline/outbox';
import { AnswerStore, type AnswerRecord } from './answer-store';
import { sameAnswer, type Draft, type DraftKey, type DraftStore } from './draft-store';
import type { AnswerSet } from './load-reviews';
import { isFor, isNoteChange, sendHere, sendQueuedNote, type NoteOutcome } from './outbox-sending';
import { createAnswerSet, sendAnswers } from './save-answers';
import {
  createSaveQueue,
  type Choice,
  type QueueStatus,
  type SaveQueue,
  type SaveResult,
  type Send,
} from './save-queue';

/** The page's three actions (docs/reviews.md#behaviour): Save, Save and Come Back (for later), Save as Complete. */
export type SaveMode = 'save' | 'later' | 'complete';

export interface EditorState {
  queue: QueueStatus;
  /** Answers typed and not yet on the server (kept on this device meanwhile). */
  unsaved: number;
  /**
   * Why the last save did not happen: answers to correct (`missing` when one of them is unanswered,
   * so the page speaks of missing answers only then), or the server's own words.
   */
  problem: { kind: 'invalid'; missing: boolean } | { kind: 'refused'; message: string | null } | null;
  /** How many unsaved answers were found on this device when the page opened. */
  restored: number;
  /** Values come from the previous year and are not saved yet (the red alert, docs/reviews.md#behaviour). */
  prefilled: boolean;
  /** When the last save finished (for "All changes saved"). */
  savedAt: number | null;
  /** Questions whose saved answers wait in the outbox to be sent (docs/offline.md#the-outbox). */
  waiting: ReadonlySet<string>;
  /**
   * Notes with a change waiting in the outbox: new ones by the id they show with until the server
   * gives theirs, edited and deleted ones by their own (a deleted one no longer shows, but counts).
   */
  waitingNotes: ReadonlySet<number>;
}

/** The outbox a section saves into while offline, for the signed-in user. */
export interface EditorOutbox {
  box: Outbox;
  userId: number;
  /** Starts sending the user's outbox (it returns when that attempt ends, with how many still wait). */
  send: () => Promise<unknown>;
}

const NONE: ReadonlySet<never> = new Set();

/** The id a waiting note shows with: negative, so it never meets a server's note id. */
export const waitingNoteId = (entry: Pick<OutboxEntry, 'id'>) => -entry.id;

export interface SectionEditorOptions {
  api: ApiClient;
  drafts: DraftStore;
  key: DraftKey;
  section: Section;
  answerSet: AnswerSet | null;
  /** Drafts found on this device for this set (the loader reads them). */
  restored: ReadonlyMap<string, Draft>;
  /** Today as yyyy-MM-dd (answer dates may not be later). */
  today: () => string;
  /** Replaces the network call in tests. */
  send?: Send;
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  retryDelays?: readonly number[];
  /** How long typing is gathered before it is written to the device. */
  draftDelayMs?: number;
  /** Without one, a save made offline waits on the open page, retrying (and drafts keep it). */
  outbox?: EditorOutbox;
  /**
   * Told after each save of the answers it changed on the server, with what they were before, so
   * the line under each question follows without asking the server again.
   */
  onSaved?: (changes: Record<string, SavedChange>) => void;
}

/** One answer a save changed: the server's copy before it (null when there was none) and after. */
export interface SavedChange {
  before: AnswerContent | null;
  after: AnswerContent;
}

function byQuestion(errors: readonly ValidationError[]): Record<string, ValidationError[]> {
  const grouped: Record<string, ValidationError[]> = {};
  for (const error of errors) {
    const id = error.field.split('.')[0] ?? error.field;
    (grouped[id] ??= []).push(error);
  }
  return grouped;
}

/**
 * One open section of an answer set: the answers (per-question store), their drafts on this
 * device, and saving them with the version check. Framework-free; `useSectionEditor` binds it.
 */
export class SectionEditor {
  readonly store: AnswerStore;
  readonly questions: ReadonlyMap<string, Question>;
  private readonly options: SectionEditorOptions;
  private readonly queue: SaveQueue;
  private answerSetId: number | null;
  private version: number | null;
  private readonly prefilledPending: Set<string>;
  /** Untouched questions showing their preselected options: the next save stores them. */
  private readonly preselectedPending: Set<string>;
  private state: EditorState;
  private readonly listeners = new Set<() => void>();
  private readonly pendingDrafts = new Map<string, Draft>();
  private draftTimer: ReturnType<typeof setTimeout> | null = null;
  private saving = false;
  private counted: { from: AnswerRecord; answers: AnswerRecord } | null = null;
  /** This answer set's changes in the outbox, oldest first. */
  private queued: OutboxEntry[] = [];
  /** The server's id of each note this page sent from the outbox, by its outbox entry. */
  private readonly sentNotes = new Map<number, number>();
  private readonly stopSendingHere: (() => void) | null = null;
  private readonly stopWatchingOutbox: (() => void) | null = null;

  constructor(options: SectionEditorOptions) {
    this.options = options;
    const { answerSet, restored } = options;
    this.questions = new Map(
      scopeQuestions(options.section).map((question) => [String(question.id), question]),
    );
    this.answerSetId = answerSet?.id ?? null;
    const saved = answerSet?.answers ?? {};
    const drafts: Record<string, Answer> = {};
    let oldestBase = answerSet?.version ?? null;
    for (const [id, draft] of restored) {
      if (sameAnswer(draft.answer, saved[id])) continue;
      drafts[id] = draft.answer;
      // A draft typed over an older version is saved over that version, so the server reports
      // what others changed since instead of it being overwritten.
      if (answerSet) oldestBase = Math.min(oldestBase ?? 0, draft.baseVersion ?? 0);
    }
    this.version = oldestBase;
    this.prefilledPending = new Set((answerSet?.prefilledQuestionIds ?? []).map(String));
    // Last year's answer, even an emptied selection, wins over the preselection.
    const starting = preselectedAnswers(
      [...this.questions.values()].filter(
        (question) => drafts[question.id] === undefined && !this.prefilledPending.has(String(question.id)),
      ),
      saved,
    );
    this.store = new AnswerStore(saved, drafts, starting);
    this.preselectedPending = new Set(Object.keys(starting));
    this.queue = createSaveQueue({
      send: options.send ?? ((answers, baseVersion, key) => this.sendToServer(answers, baseVersion, key)),
      ...(options.events ? { events: options.events } : {}),
      ...(options.retryDelays ? { delays: options.retryDelays } : {}),
      combine: (questionId, mine, theirs) => {
        const question = this.questions.get(questionId);
        return question ? combineAnswers(question, mine, theirs) : null;
      },
    });
    this.state = {
      queue: this.queue.status(),
      unsaved: this.store.dirtyCount,
      problem: null,
      restored: Object.keys(drafts).length,
      prefilled: answerSet?.prefilled === true,
      savedAt: null,
      waiting: NONE,
      waitingNotes: NONE,
    };
    this.queue.subscribe(() => this.update({ queue: this.queue.status() }));
    this.store.subscribe(() => {
      if (this.store.dirtyCount !== this.state.unsaved) this.update({ unsaved: this.store.dirtyCount });
    });
    const { outbox } = options;
    if (outbox) {
      const target = {
        orgId: options.key.organisationId,
        questionSetId: options.key.questionSetId,
        year: options.key.year,
      };
      this.stopSendingHere = sendHere(target, this.sendQueued);
      this.stopWatchingOutbox = outbox.box.subscribe(() => void this.readQueued(false));
      // What waited from an earlier visit shows as waiting, then goes as soon as it can.
      void this.readQueued(true).then(() => {
        if (this.queued.length > 0 && globalThis.navigator?.onLine !== false) void outbox.send();
      });
    }
  }

  getState = (): EditorState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A user's change to one question: shown at once, kept on the device shortly after. */
  change = (questionId: number, answer: Answer): void => {
    const id = String(questionId);
    this.store.set(id, answer);
    const question = this.questions.get(id);
    // Errors shown for this question follow the typing, so a corrected value clears its message.
    if (question && this.store.errorsOf(id).length > 0) {
      this.store.setErrors(id, validateAnswer(question, answer, { today: this.options.today() }));
    }
    this.keepDraft(id, answer);
  };

  /**
   * The person left a question: a value beyond its range (or a date after today) is said in the
   * field now rather than only at Save. An empty answer says nothing until it is saved as complete.
   */
  leave = (questionId: number): void => {
    const id = String(questionId);
    const question = this.questions.get(id);
    const answer = this.store.get(id);
    // Errors already shown follow the typing (see `change`); the field keeps them.
    if (!question || !answer || this.store.errorsOf(id).length > 0) return;
    const outOfRange = validateAnswer(question, answer, { today: this.options.today() }).filter(
      (error) => error.code === 'ABOVE_MAX_VALUE' || error.code === 'BELOW_MIN_VALUE',
    );
    if (outOfRange.length > 0) this.store.setErrors(id, outOfRange);
  };

  /** Saves the section's changes in the given mode; true when the server has them. */
  async save(mode: SaveMode): Promise<boolean> {
    if (this.saving) return false;
    const patch = this.patchFor(mode);
    if (!patch) return false;
    if (Object.keys(patch).length === 0) {
      // Nothing new to send: say so, rather than leave the press unanswered.
      this.update({ problem: null, savedAt: Date.now() });
      return true;
    }
    this.saving = true;
    try {
      this.store.setMany(
        Object.fromEntries(
          Object.entries(patch).filter(([id]) => this.store.isDirty(id) || this.store.get(id) !== patch[id]),
        ),
      );
      await this.writeDrafts(patch);
      this.update({ problem: null });
      const outbox = this.options.outbox;
      // Offline, or behind changes still waiting: into the outbox, in order (docs/offline.md#the-outbox).
      if (outbox && (this.queued.length > 0 || globalThis.navigator?.onLine === false)) {
        await this.enqueue(outbox, patch, this.version ?? 0);
        void outbox.send();
        return true;
      }
      const result = await this.queue.save(patch, this.version ?? 0, outbox ? { offline: 'return' } : {});
      switch (result.kind) {
        case 'cancelled':
          return false;
        case 'offline':
          if (!outbox) return false;
          this.store.takeTheirs(result.taken);
          await this.enqueue(outbox, result.pending, result.baseVersion ?? 0, result.key);
          return true;
        case 'refused':
          this.applyRefused(result);
          return false;
        case 'saved':
          await this.applySaved(result);
          return true;
      }
    } finally {
      this.saving = false;
    }
  }

  /** A save the server has: the store, the drafts and the page follow. */
  private async applySaved(result: Extract<SaveResult, { kind: 'saved' }>): Promise<void> {
    this.version = Math.max(this.version ?? 0, result.version);
    this.tellSaved(result.sent, result.answers);
    // Kept together with a colleague's answer: that is what was sent, and what shows now.
    this.store.setMany(result.combined);
    this.store.acceptSaved(result.sent, result.answers);
    this.store.takeTheirs(result.taken);
    const settled = Object.keys(result.sent);
    for (const id of [...settled, ...Object.keys(result.taken)]) {
      this.prefilledPending.delete(id);
      this.preselectedPending.delete(id);
      this.store.setErrors(id, []);
    }
    await this.options.drafts.settle(this.options.key, result.sent);
    await this.options.drafts.discard(this.options.key, [
      ...Object.keys(result.taken),
      ...Object.keys(result.combined),
    ]);
    this.update({
      problem: null,
      restored: 0,
      prefilled: this.prefilledPending.size > 0,
      savedAt: Date.now(),
    });
  }

  /** A refused save: the errors show by their questions, or the server's words. */
  private applyRefused(result: Extract<SaveResult, { kind: 'refused' }>): void {
    this.store.takeTheirs(result.taken);
    this.store.replaceErrors(byQuestion(result.errors));
    this.update({
      problem:
        result.errors.length > 0
          ? { kind: 'invalid', missing: anyMissing(result.errors) }
          : { kind: 'refused', message: result.message },
    });
  }

  /** Where this section's changes go; the answer set's id is null until a first save creates it. */
  private target(): OutboxTarget {
    const { key } = this.options;
    return {
      answerSetId: this.answerSetId,
      orgId: key.organisationId,
      questionSetId: key.questionSetId,
      year: key.year,
    };
  }

  /**
   * Puts a save in the outbox: the answers count as saved on this page and show as waiting; their
   * drafts give way to the outbox, which keeps them across closing the tab.
   */
  private async enqueue(
    outbox: EditorOutbox,
    patch: Readonly<Record<string, Answer>>,
    baseVersion: number,
    key?: string,
  ): Promise<void> {
    const entry = await outbox.box.add(
      outbox.userId,
      this.target(),
      { kind: 'answers', answers: patch, baseVersion },
      key,
    );
    this.store.acceptSaved(patch, patch);
    for (const id of Object.keys(patch)) {
      this.prefilledPending.delete(id);
      this.preselectedPending.delete(id);
      this.store.setErrors(id, []);
    }
    await this.options.drafts.settle(this.options.key, patch);
    this.queued = [...this.queued.filter((queued) => queued.id !== entry.id), entry];
    this.update({
      problem: null,
      restored: 0,
      prefilled: this.prefilledPending.size > 0,
      ...this.waitingNow(),
    });
  }

  /**
   * A new note made offline: it shows at once, marked as waiting, and goes with the outbox. `key`
   * is the idempotency key of an attempt that got no answer. False when there is no outbox.
   */
  async queueNote(questionId: number, value: string, key?: string): Promise<boolean> {
    return this.queueNoteChange({ kind: 'note', questionId, value }, key);
  }

  /** Whether a note has a change waiting in the outbox: a later edit of it must go behind it. */
  noteWaits(noteId: number): boolean {
    return (
      noteId < 0 || this.queued.some(({ change }) => change.kind === 'noteEdit' && change.noteId === noteId)
    );
  }

  /**
   * An edit of a note made offline (or whose request got no answer, `key` its idempotency key): it
   * shows at once, marked as waiting. The edit of a note still waiting to be created, or of one
   * whose edit still waits, changes that waiting change instead of adding a call.
   */
  async queueNoteEdit(questionId: number, noteId: number, value: string, key?: string): Promise<boolean> {
    const outbox = this.options.outbox;
    if (!outbox) return false;
    const edit = (change: OutboxChange): OutboxChange =>
      change.kind === 'note' || change.kind === 'noteEdit' ? { ...change, value } : change;
    const waiting = this.waitingChangeOf(noteId);
    if (waiting && (await outbox.box.amend(outbox.userId, waiting.id, edit))) {
      this.showNoteChange({ kind: 'noteEdit', questionId, noteId, value });
      return true;
    }
    // Sent meanwhile: the edit goes after it, on the id the server gave.
    const id = this.serverNoteId(noteId);
    if (id === null) return false;
    return this.queueNoteChange({ kind: 'noteEdit', questionId, noteId: id, value }, key, noteId);
  }

  /**
   * A deletion of a note made offline (or whose request got no answer): the note goes at once and
   * the deletion waits. A note still waiting to be created is simply not sent; a waiting edit of it
   * is dropped.
   */
  async queueNoteDelete(questionId: number, noteId: number, key?: string): Promise<boolean> {
    const outbox = this.options.outbox;
    if (!outbox) return false;
    const waiting = this.waitingChangeOf(noteId);
    if (waiting && (await outbox.box.amend(outbox.userId, waiting.id, () => null))) {
      this.showNoteChange({ kind: 'noteDelete', questionId, noteId });
      if (noteId < 0) {
        this.queued = this.queued.filter((queued) => queued.id !== waiting.id);
        this.update(this.waitingNow());
        return true;
      }
    }
    const id = this.serverNoteId(noteId);
    if (id === null) return false;
    return this.queueNoteChange({ kind: 'noteDelete', questionId, noteId: id }, key, noteId);
  }

  /** The waiting change a note's edit or deletion folds into: its creation, or its edit. */
  private waitingChangeOf(noteId: number): OutboxEntry | undefined {
    if (noteId < 0) return this.queued.find((entry) => waitingNoteId(entry) === noteId);
    return this.queued.find(({ change }) => change.kind === 'noteEdit' && change.noteId === noteId);
  }

  /** A note's id on the server: its own, or the one its waiting creation got when this page sent it. */
  private serverNoteId(noteId: number): number | null {
    return noteId > 0 ? noteId : (this.sentNotes.get(-noteId) ?? null);
  }

  private async queueNoteChange(
    change: Extract<OutboxChange, { kind: 'note' | 'noteEdit' | 'noteDelete' }>,
    key?: string,
    /** The id the note shows with, when it is not the one the change names (its creation was sent). */
    shownId?: number,
  ): Promise<boolean> {
    const outbox = this.options.outbox;
    if (!outbox) return false;
    const entry = await outbox.box.add(outbox.userId, this.target(), change, key);
    if (change.kind === 'note') this.showQueuedNote(entry, change.questionId, change.value);
    else this.showNoteChange(change, shownId);
    this.queued = [...this.queued.filter((queued) => queued.id !== entry.id), entry];
    this.update(this.waitingNow());
    void outbox.send();
    return true;
  }

  private showQueuedNote(entry: OutboxEntry, questionId: number, value: string): void {
    const id = waitingNoteId(entry);
    const note: Note = {
      id,
      questionId,
      type: 'notes',
      createDate: new Date(entry.queuedAt).toISOString(),
      value,
    };
    this.store.updateNotes(String(questionId), (answer) => {
      const base = answer ?? emptyAnswer();
      return { ...base, notes: [note, ...base.notes.filter((shown) => shown.id !== id)] };
    });
  }

  /** A waiting edit shows its words; a waiting deletion hides the note. */
  private showNoteChange(
    change: Extract<OutboxChange, { kind: 'noteEdit' | 'noteDelete' }>,
    shownId = change.noteId,
  ): void {
    // Shown under its waiting id, or already under the server's if its creation went meanwhile.
    const ids = new Set([shownId, change.noteId]);
    this.store.updateNotes(String(change.questionId), (answer) => {
      const base = answer ?? emptyAnswer();
      const notes =
        change.kind === 'noteDelete'
          ? base.notes.filter((note) => !ids.has(note.id))
          : base.notes.map((note) =>
              ids.has(note.id) ? { ...note, id: change.noteId, value: change.value } : note,
            );
      return { ...base, notes };
    });
  }

  /** What the server did with a note change this page sent from the outbox, shown. */
  private noteSent(entry: OutboxEntry, outcome: Exclude<NoteOutcome, { kind: 'offline' }>): void {
    const { change } = entry;
    if (change.kind === 'answers' || change.kind === 'noteDelete') return;
    const shown = change.kind === 'note' ? waitingNoteId(entry) : change.noteId;
    if (outcome.kind === 'saved' && outcome.note) this.sentNotes.set(entry.id, outcome.note.id);
    // An edit the server refused leaves the words shown until the page reads the server again,
    // unless the note is gone; a refused new note goes.
    if (outcome.kind === 'refused' && change.kind === 'noteEdit' && outcome.status !== 404) return;
    this.store.updateNotes(String(change.questionId), (answer) => {
      const base = answer ?? emptyAnswer();
      const rest = base.notes.filter((note) => note.id !== shown);
      if (outcome.kind !== 'saved' || !outcome.note) return { ...base, notes: rest };
      const saved = outcome.note;
      // An edit keeps the note's place; a new note comes first, as the notes are shown.
      return {
        ...base,
        notes:
          change.kind === 'noteEdit'
            ? base.notes.map((note) => (note.id === shown ? saved : note))
            : [saved, ...rest],
      };
    });
  }

  private waitingNow(): Pick<EditorState, 'waiting' | 'waitingNotes'> {
    const waiting = new Set<string>();
    const waitingNotes = new Set<number>();
    // This section's: the answer set's other sections show their own when opened.
    for (const entry of this.queued) {
      const { change } = entry;
      if (isNoteChange(change)) {
        if (!this.questions.has(String(change.questionId))) continue;
        waitingNotes.add(change.kind === 'note' ? waitingNoteId(entry) : change.noteId);
        continue;
      }
      for (const id of Object.keys(change.answers)) if (this.questions.has(id)) waiting.add(id);
    }
    return { waiting, waitingNotes };
  }

  /**
   * Reads this answer set's waiting changes from the outbox; when the page opens (`show`), their
   * answers and notes are shown over what the server last answered.
   */
  private async readQueued(show: boolean): Promise<void> {
    const outbox = this.options.outbox;
    const target = this.target();
    if (!outbox) return;
    const entries = (await outbox.box.list(outbox.userId).catch(() => [])).filter((entry) =>
      isFor(entry, target),
    );
    if (show) {
      for (const entry of entries) {
        const { change } = entry;
        if (change.kind === 'answers')
          this.store.acceptQueued(change.answers as Readonly<Record<string, Answer>>);
        else if (change.kind === 'note') this.showQueuedNote(entry, change.questionId, change.value);
        else this.showNoteChange(change);
      }
      // Drafts under what waits were typed before it was queued: the outbox has them now.
      if (entries.length > 0) this.update({ restored: this.store.dirtyCount });
    }
    this.queued = entries;
    this.update(this.waitingNow());
  }

  /** Sends one of this answer set's queued changes, through the merge dialog on a conflict. */
  private readonly sendQueued = async (entry: OutboxEntry): Promise<SendResult> => {
    const { change } = entry;
    if (isNoteChange(change)) {
      // A note queued before the answer set existed: the set is created first.
      const answerSetId = entry.target.answerSetId ?? (await this.ensureAnswerSet());
      if (answerSetId === null) return 'hold';
      const outcome = await sendQueuedNote(this.options.api, entry, change, answerSetId);
      if (outcome.kind === 'offline') return 'wait';
      this.noteSent(entry, outcome);
      return 'sent';
    }
    // One save at a time on this page: a save pressed meanwhile waits behind this one in the outbox.
    while (this.saving) await new Promise((resolve) => setTimeout(resolve, 100));
    this.saving = true;
    try {
      const result = await this.queue.save(
        change.answers as Readonly<Record<string, Answer>>,
        change.baseVersion,
        { key: entry.key, offline: 'return' },
      );
      switch (result.kind) {
        // No answer: everything waits for the next attempt.
        case 'offline':
          return 'wait';
        // The merge dialog closed without a choice: this answer set's changes wait, others go on.
        case 'cancelled':
          return 'hold';
        case 'refused':
          this.applyRefused(result);
          await this.options.drafts.put(
            this.options.key,
            Object.entries(change.answers as Readonly<Record<string, Answer>>).map(
              ([questionId, answer]) => ({
                questionId,
                answer,
                baseVersion: change.baseVersion,
                updatedAt: entry.queuedAt,
              }),
            ),
          );
          return 'sent';
        case 'saved':
          await this.applySaved(result);
          return 'sent';
      }
    } finally {
      this.saving = false;
    }
  };

  /**
   * The answers the year's figures count while some are typed and not saved: the server's, with
   * the typing over them. Last year's values offered and preselected options count for nothing
   * until saved, as on the server (docs/reviews.md#decisions). Null while nothing is unsaved; the
   * same object until the answers change.
   */
  countedAnswers = (): AnswerRecord | null => {
    if (this.store.dirtyCount === 0) return null;
    const all = this.store.all();
    if (this.counted?.from === all) return this.counted.answers;
    const answers: Record<string, Answer> = { ...all };
    for (const id of [...this.prefilledPending, ...this.preselectedPending]) {
      if (!this.store.isDirty(id)) delete answers[id];
    }
    this.counted = { from: all, answers };
    return answers;
  };

  /** The user's pick for each conflicting question (the conflict dialog). */
  resolve(choices: Readonly<Record<string, Choice>>): void {
    this.queue.resolve(choices);
  }

  /** Closes the conflict dialog without choosing: nothing is saved, the answers stay unsaved. */
  cancelConflict(): void {
    this.queue.cancel();
  }

  retryNow(): void {
    this.queue.retryNow();
  }

  /** Throws away every unsaved change, here and on the device. */
  async discard(): Promise<void> {
    const ids = this.store.dirtyIds();
    this.pendingDrafts.clear();
    this.store.discard();
    this.store.replaceErrors({});
    this.update({ restored: 0, problem: null });
    await this.options.drafts.discard(this.options.key, ids);
  }

  /** Writes gathered typing to the device now (the page is being hidden or left). */
  flushDrafts = (): Promise<void> => {
    if (this.draftTimer) clearTimeout(this.draftTimer);
    this.draftTimer = null;
    const drafts = [...this.pendingDrafts.values()].filter((draft) => this.store.isDirty(draft.questionId));
    this.pendingDrafts.clear();
    return this.options.drafts.put(this.options.key, drafts).catch(() => undefined);
  };

  /**
   * The page closes: typing goes to the device and a save still waiting (offline, or on the
   * conflict dialog) gives up; its answers stay in the drafts for next time.
   */
  close(): void {
    void this.flushDrafts();
    this.queue.cancel();
    this.stopSendingHere?.();
    this.stopWatchingOutbox?.();
  }

  /** Which sent answers the server now holds differently from before: the history rows the save wrote. */
  private tellSaved(sent: Readonly<Record<string, Answer>>, server: Readonly<Record<string, Answer>>): void {
    if (!this.options.onSaved) return;
    const changes: Record<string, SavedChange> = {};
    for (const id of Object.keys(sent)) {
      const after = server[id] ?? sent[id];
      if (!after) continue;
      const before = this.store.savedAnswer(id) ?? null;
      if (before && sameContent(before, after)) continue;
      changes[id] = { before, after };
    }
    if (Object.keys(changes).length > 0) this.options.onSaved(changes);
  }

  /** The answers to send for a mode, or null when they must be corrected first. */
  private patchFor(mode: SaveMode): Record<string, Answer> | null {
    const today = this.options.today();
    const patch: Record<string, Answer> = {};
    for (const id of [...this.prefilledPending, ...this.preselectedPending]) {
      const answer = this.store.get(id);
      if (answer) patch[id] = answer;
    }
    if (mode === 'complete') {
      const marked: Record<string, Answer> = {};
      for (const [id, question] of this.questions) {
        if (!isAnswerable(question)) continue;
        const answer = this.store.get(id) ?? emptyAnswer();
        marked[id] =
          answer.complete && !answer.savelater ? answer : { ...answer, complete: true, savelater: false };
      }
      const errors = validateAnswers(this.options.section, { ...this.store.all(), ...marked }, { today });
      if (errors.length > 0) return this.refuse(errors);
      for (const [id, answer] of Object.entries(marked)) {
        if (this.store.isDirty(id) || !sameAnswer(answer, this.store.savedAnswer(id))) patch[id] = answer;
      }
      return patch;
    }
    const errors: ValidationError[] = [];
    for (const id of this.store.dirtyIds()) {
      const answer = this.store.get(id);
      if (!answer) continue;
      const question = this.questions.get(id);
      // Save keeps a complete answer complete while it is only corrected; Save and Come Back
      // marks what changed as work in progress (docs/reviews.md#behaviour).
      const marked =
        mode === 'save'
          ? answerOnSave(question, answer, {
              wasComplete: this.store.savedAnswer(id)?.complete === true,
              today,
            })
          : answerForLater(question, answer);
      if (question) errors.push(...validateAnswer(question, marked, { today }));
      patch[id] = marked;
    }
    if (errors.length > 0) return this.refuse(errors);
    return patch;
  }

  private refuse(errors: readonly ValidationError[]): null {
    this.store.replaceErrors(byQuestion(errors));
    this.update({ problem: { kind: 'invalid', missing: anyMissing(errors) } });
    return null;
  }

  private async sendToServer(
    answers: Readonly<Record<string, Answer>>,
    baseVersion: number | null,
    key: string,
  ) {
    const answerSetId = await this.ensureAnswerSet();
    if (answerSetId === null) return { kind: 'offline' } as const;
    return sendAnswers(
      this.options.api,
      { answerSetId, orgId: this.options.key.organisationId },
      answers,
      baseVersion ?? 0,
      key,
    );
  }

  /** The answer set's id once there is one (the first save creates it). */
  currentAnswerSetId(): number | null {
    return this.answerSetId;
  }

  /** A first save creates the answer set; one created meanwhile by a colleague is used instead. */
  async ensureAnswerSet(): Promise<number | null> {
    if (this.answerSetId !== null) return this.answerSetId;
    const id = await createAnswerSet(this.options.api, this.target());
    if (id === null) return null;
    this.answerSetId = id;
    // Over version 0, a colleague's answers saved since come back as conflicts, not overwritten.
    this.version ??= 0;
    return id;
  }

  private keepDraft(questionId: string, answer: Answer): void {
    this.pendingDrafts.set(questionId, {
      questionId,
      answer,
      baseVersion: this.version,
      updatedAt: Date.now(),
    });
    this.draftTimer ??= setTimeout(() => void this.flushDrafts(), this.options.draftDelayMs ?? 250);
  }

  private writeDrafts(answers: Readonly<Record<string, Answer>>): Promise<void> {
    for (const [questionId, answer] of Object.entries(answers)) {
      if (this.store.isDirty(questionId)) this.keepDraft(questionId, answer);
    }
    return this.flushDrafts();
  }

  private update(changes: Partial<EditorState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}

/** Whether an answer is left empty among the errors, rather than only given wrong. */
function anyMissing(errors: readonly ValidationError[]): boolean {
  return errors.some((error) => error.code === 'REQUIRED_FIELD_MISSING');
}
