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
  /** New notes waiting in the outbox (shown as waiting, not editable until sent). */
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

/** The notes of one question (docs/reviews.md#behaviour): add, edit, delete, newest first, each its own call. */
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
  // Whether the last new note got no answer from the server: then it goes into the outbox.
  const unanswered = useRef(false);
  const create = useSubmit(
    async (qId: number, html: string) => {
      unanswered.current = false;
      try {
        const answer = await api.POST('/api/reviews/answers/{id}/organisation/{orgId}/notes', {
          params: { path: await target() },
          // Without an answer the note waits in the outbox: no "server down" page.
          headers: NO_SERVER_CHECK_HEADERS,
          body: { questionId: qId, value: html },
        });
        if (UNREACHABLE.has(answer.response.status)) unanswered.current = true;
        return answer;
      } catch (error) {
        unanswered.current = true;
        throw error;
      }
    },
    { onSuccess: ({ data }, qId) => update(String(qId), (current) => [data, ...current]) },
  );
  const offline = () => globalThis.navigator?.onLine === false;
  /** A new note: sent now, or, without a network, kept in the outbox and shown as waiting (docs/offline.md#the-outbox). */
  const createNote = async (html: string) => {
    if (!offline()) await create.submit(qId, html);
    if (wrote.current || !(offline() || unanswered.current)) return;
    if (await editor.queueNote(qId, html)) wrote.current = true;
  };
  const edit = useSubmit(
    async (qId: number, noteId: number, html: string) =>
      api.PATCH('/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}', {
        params: { path: { ...(await target()), qId, noteId } },
        body: { value: html },
      }),
    {
      onSuccess: ({ data }, qId, noteId) =>
        update(String(qId), (current) => current.map((note) => (note.id === noteId ? data : note))),
    },
  );
  const remove = useSubmit(
    async (qId: number, noteId: number) =>
      api.DELETE('/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}', {
        params: { path: { ...(await target()), qId, noteId } },
      }),
    {
      onSuccess: (_deleted, qId, noteId) =>
        update(String(qId), (current) => current.filter((note) => note.id !== noteId)),
    },
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
          onUpdate={(noteId, html) => succeeded(() => edit.submit(qId, noteId, html))}
          onDelete={(noteId) => succeeded(() => remove.submit(qId, noteId))}
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
