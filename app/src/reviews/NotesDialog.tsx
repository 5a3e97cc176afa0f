import type { Answer, Note } from '@oncourse/engine';
import { emptyAnswer } from '@oncourse/engine';
import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { NO_SERVER_CHECK_HEADERS } from '../api/auth-middleware';
import { UNREACHABLE } from './save-answers';
import { useAnswerSlice } from './useAnswers';
import type { SectionEditor } from './section-editor';
import { buttonClass } from '../ui/button';

interface NotesDialogProps {
  editor: SectionEditor;
  questionId: string | null;
  organisationId: number;
  text: (key: string, fallback?: string) => string;
  onClose: () => void;
  /** Notes with a change waiting in the outbox (shown as waiting). */
  waitingNotes: ReadonlySet<number>;
}

// The notes editor (TipTap, ProseMirror) downloads when a question's notes are opened, not with the
// section (docs/engineering.md#route-budgets).
const NotesPanel = lazy(() =>
  import('@oncourse/renderers/rich-text').then((module) => ({ default: module.NotesPanel })),
);

function withNotes(update: (notes: Note[]) => Note[]) {
  return (answer: Answer | undefined): Answer => {
    const base = answer ?? emptyAnswer();
    return { ...base, notes: update(base.notes) };
  };
}

/**
 * The notes of one question (docs/reviews.md#behaviour): add, edit, delete, newest first, each its
 * own call, or kept in the outbox without a network (docs/offline.md#the-outbox).
 */
export function NotesDialog({
  editor,
  questionId,
  organisationId,
  text,
  onClose,
  waitingNotes,
}: NotesDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const ids = useMemo(() => (questionId ? [questionId] : []), [questionId]);
  const answers = useAnswerSlice(editor.store, ids);
  const notes = questionId ? (answers[questionId]?.notes ?? []) : [];
  const question = questionId ? editor.questions.get(questionId) : undefined;

  const target = useCallback(async () => {
    const id = await editor.ensureAnswerSet();
    if (id === null) throw new Error('The answer set could not be created');
    return { id, orgId: organisationId };
  }, [editor, organisationId]);

  // Each write goes through the one submit hook; the notes panel shows a failure beside the note
  // (and keeps what was typed), so a write that did not succeed is reported to it as an error.
  const wrote = useRef(false);
  const update = (id: string, change: (notes: Note[]) => Note[]) => {
    wrote.current = true;
    editor.store.updateNotes(id, withNotes(change));
  };
  // Whether the last call got no answer from the server: then the change goes into the outbox.
  const unanswered = useRef(false);
  const reach = async <T extends { response: Response }>(call: () => Promise<T>): Promise<T> => {
    unanswered.current = false;
    try {
      const answer = await call();
      if (UNREACHABLE.has(answer.response.status)) unanswered.current = true;
      return answer;
    } catch (error) {
      unanswered.current = true;
      throw error;
    }
  };
  // Each call names itself with an idempotency key, which it keeps in the outbox when it got no
  // answer: one that reached the server after all is not applied twice (docs/offline.md#sending-the-outbox).
  const create = useSubmit(
    (qId: number, html: string, key: string) =>
      reach(async () =>
        api.POST('/api/reviews/answers/{id}/organisation/{orgId}/notes', {
          params: { path: await target(), header: { 'Idempotency-Key': key } },
          // Without an answer the note waits in the outbox: no "server down" page.
          headers: NO_SERVER_CHECK_HEADERS,
          body: { questionId: qId, value: html },
        }),
      ),
    { onSuccess: ({ data }, qId) => update(String(qId), (current) => [data, ...current]) },
  );
  const edit = useSubmit(
    (qId: number, noteId: number, html: string, key: string) =>
      reach(async () =>
        api.PATCH('/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}', {
          params: { path: { ...(await target()), qId, noteId }, header: { 'Idempotency-Key': key } },
          headers: NO_SERVER_CHECK_HEADERS,
          body: { value: html },
        }),
      ),
    {
      onSuccess: ({ data }, qId, noteId) =>
        update(String(qId), (current) => current.map((note) => (note.id === noteId ? data : note))),
    },
  );
  const gone = (qId: number, noteId: number) =>
    update(String(qId), (current) => current.filter((note) => note.id !== noteId));
  const noteToDelete = useRef<{ qId: number; noteId: number } | null>(null);
  const remove = useSubmit(
    (qId: number, noteId: number, key: string) => {
      noteToDelete.current = { qId, noteId };
      return reach(async () =>
        api.DELETE('/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}', {
          params: { path: { ...(await target()), qId, noteId }, header: { 'Idempotency-Key': key } },
          headers: NO_SERVER_CHECK_HEADERS,
        }),
      );
    },
    {
      onSuccess: (_deleted, qId, noteId) => gone(qId, noteId),
      // A note already deleted (by a colleague, or an earlier attempt) is what was asked for.
      onRefusal: ({ status }) => {
        const target = noteToDelete.current;
        if (status !== 404 || !target) return;
        gone(target.qId, target.noteId);
        return 'handled';
      },
    },
  );
  const offline = () => globalThis.navigator?.onLine === false;
  /**
   * Sends a note change now, or, without a network (or with changes of the note still waiting,
   * to keep their order), keeps it in the outbox, shown as waiting (docs/offline.md#the-outbox).
   */
  const sendOrQueue = async (
    queued: boolean,
    send: (key: string) => Promise<void>,
    queue: (key: string) => Promise<boolean>,
  ) => {
    const key = crypto.randomUUID();
    if (!queued && !offline()) await send(key);
    if (wrote.current || !(queued || offline() || unanswered.current)) return;
    if (await queue(key)) wrote.current = true;
  };
  const createNote = (html: string) =>
    sendOrQueue(
      false,
      (key) => create.submit(qId, html, key),
      (key) => editor.queueNote(qId, html, key),
    );
  const editNote = (noteId: number, html: string) =>
    sendOrQueue(
      editor.noteWaits(noteId),
      (key) => edit.submit(qId, noteId, html, key),
      (key) => editor.queueNoteEdit(qId, noteId, html, key),
    );
  const deleteNote = (noteId: number) =>
    sendOrQueue(
      editor.noteWaits(noteId),
      (key) => remove.submit(qId, noteId, key),
      (key) => editor.queueNoteDelete(qId, noteId, key),
    );
  const succeeded = async (write: () => Promise<void>) => {
    wrote.current = false;
    await write();
    if (!wrote.current) throw new Error('The note was not saved');
  };
  const qId = Number(questionId);

  return (
    <ModalDialog isOpen={questionId !== null} onClose={onClose} title={question?.title ?? ''} size="wide">
      <Suspense fallback={null}>
        <NotesPanel
          notes={notes}
          text={text}
          onCreate={(html) => succeeded(() => createNote(html))}
          waiting={waitingNotes}
          waitingLabel={t('reviews.waitingToSend')}
          onUpdate={(noteId, html) => succeeded(() => editNote(noteId, html))}
          onDelete={(noteId) => succeeded(() => deleteNote(noteId))}
        />
      </Suspense>
      <DialogActions>
        <Button className={buttonClass('secondary')} onPress={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
