import { useId, useMemo, useState } from 'react';
import type { JSX } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { formatDate, type Note } from '@oncourse/engine';

import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { ErrorMessages } from './ErrorMessages.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { safeNoteHtml } from './noteHtml.ts';
import { say } from './strings.ts';
import type { QuestionContext } from './types.ts';
import themeStyles from '../form-theme/theme.module.css';
import fieldStyles from '../form-theme/templates/field.module.css';
import buttonStyles from '../form-theme/templates/button.module.css';
import questionStyles from './question.module.css';
import notesStyles from './notes.module.css';

export interface NotesPanelProps {
  notes: Note[];
  readOnly?: boolean;
  text: QuestionContext['text'];
  onCreate(html: string): Promise<void>;
  onUpdate(id: number, html: string): Promise<void>;
  onDelete(id: number): Promise<void>;
  /** Notes whose change is kept on the device until the network returns: marked with `waitingLabel`. */
  waiting?: ReadonlySet<number>;
  waitingLabel?: string;
}

/**
 * The notes on a question's answer: a new note at the top, then the notes newest first, each
 * editable and deletable after a confirmation (docs/reviews.md#behaviour). View-only members only read.
 */
export function NotesPanel({
  notes,
  readOnly,
  text,
  onCreate,
  onUpdate,
  onDelete,
  waiting,
  waitingLabel,
}: NotesPanelProps): JSX.Element {
  const sorted = useMemo(
    () => [...notes].sort((a, b) => b.createDate.localeCompare(a.createDate) || b.id - a.id),
    [notes],
  );
  // The app's locale (react-aria's I18nProvider): 25 November 2026 for a British reader.
  const { locale } = useLocale();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const id = useId();

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    try {
      await onDelete(id);
      setDeleteFailed(false);
    } catch {
      setDeleteFailed(true);
    }
  };

  return (
    <section className={`${themeStyles.root} ${notesStyles.notes}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={notesStyles.notesTitle}>
        {say(text, 'questions.notes.title')}
      </h2>
      {!readOnly && (
        <NoteEditor
          initial=""
          label={say(text, 'questions.notes.editorLabel')}
          submitLabel={say(text, 'questions.notes.add')}
          text={text}
          onSave={onCreate}
        />
      )}
      <ErrorMessages
        id={`${id}-delete-error`}
        messages={deleteFailed ? [say(text, 'questions.notes.deleteFailed')] : []}
      />
      {sorted.length === 0 ? (
        <p className={fieldStyles.description}>{say(text, 'questions.notes.empty')}</p>
      ) : (
        <ul className={notesStyles.noteList}>
          {sorted.map((note) => (
            <li key={note.id} className={notesStyles.note}>
              {editing === note.id ? (
                <NoteEditor
                  initial={note.value}
                  label={say(text, 'questions.notes.editTitle')}
                  submitLabel={say(text, 'questions.notes.save')}
                  text={text}
                  onSave={async (html) => {
                    await onUpdate(note.id, html);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <time className={notesStyles.noteDate} dateTime={note.createDate}>
                    {formatDate(note.createDate, locale, { zone: 'reader' })}
                  </time>
                  {waiting?.has(note.id) && <p className={notesStyles.noteWaiting}>{waitingLabel}</p>}
                  <NoteBody html={note.value} />
                  {!readOnly && (
                    <div className={questionStyles.actions}>
                      <Button
                        className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                        onPress={() => setEditing(note.id)}
                      >
                        {say(text, 'questions.notes.edit')}
                      </Button>
                      <Button
                        className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                        onPress={() => setDeleting(note)}
                      >
                        {say(text, 'questions.notes.delete')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={say(text, 'questions.notes.deleteTitle')}
        confirmLabel={say(text, 'questions.notes.delete')}
        cancelLabel={say(text, 'questions.cancel')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{say(text, 'questions.notes.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}

function NoteBody({ html }: { html: string }) {
  const safe = useMemo(() => safeNoteHtml(html), [html]);
  // Safe to inject: safeNoteHtml rebuilt it from the editor's schema (see noteHtml.ts).
  return <div className={notesStyles.noteBody} dangerouslySetInnerHTML={{ __html: safe }} />;
}
