import type { Answer, Note } from '@oncourse/engine';
import { emptyAnswer } from '@oncourse/engine';
import { NotesPanel } from '@oncourse/renderers';
import { useCallback, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { FormDialog } from '../ui/FormDialog';
import { useAnswerSlice } from './useAnswers';
import type { SectionEditor } from './section-editor';

interface NotesDialogProps {
  editor: SectionEditor;
  questionId: string | null;
  organisationId: number;
  text: (key: string, fallback?: string) => string;
  onClose: () => void;
}

function withNotes(update: (notes: Note[]) => Note[]) {
  return (answer: Answer | undefined): Answer => {
    const base = answer ?? emptyAnswer();
    return { ...base, notes: update(base.notes) };
  };
}

/** The notes of one question (spec 001 §4): add, edit, delete, newest first, each its own call. */
export function NotesDialog({ editor, questionId, organisationId, text, onClose }: NotesDialogProps) {
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

  const onCreate = useCallback(
    async (html: string) => {
      if (!questionId) return;
      const { data } = await api.POST('/api/reviews/answers/{id}/organisation/{orgId}/notes', {
        params: { path: await target() },
        body: { questionId: Number(questionId), value: html },
      });
      if (!data) throw new Error('The note was not saved');
      editor.store.updateNotes(
        questionId,
        withNotes((current) => [data.data, ...current]),
      );
    },
    [api, editor, questionId, target],
  );

  const onUpdate = useCallback(
    async (noteId: number, html: string) => {
      if (!questionId) return;
      const { data } = await api.PATCH(
        '/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}',
        {
          params: { path: { ...(await target()), qId: Number(questionId), noteId } },
          body: { value: html },
        },
      );
      if (!data) throw new Error('The note was not saved');
      editor.store.updateNotes(
        questionId,
        withNotes((current) => current.map((note) => (note.id === noteId ? data.data : note))),
      );
    },
    [api, editor, questionId, target],
  );

  const onDelete = useCallback(
    async (noteId: number) => {
      if (!questionId) return;
      const { data } = await api.DELETE(
        '/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}',
        {
          params: { path: { ...(await target()), qId: Number(questionId), noteId } },
        },
      );
      if (!data) throw new Error('The note was not deleted');
      editor.store.updateNotes(
        questionId,
        withNotes((current) => current.filter((note) => note.id !== noteId)),
      );
    },
    [api, editor, questionId, target],
  );

  return (
    <FormDialog isOpen={questionId !== null} onClose={onClose} title={question?.title ?? ''} size="wide">
      <NotesPanel notes={notes} text={text} onCreate={onCreate} onUpdate={onUpdate} onDelete={onDelete} />
      <div className="modal__actions">
        <Button className="button button--secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </FormDialog>
  );
}
