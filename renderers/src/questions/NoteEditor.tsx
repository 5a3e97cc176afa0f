import { useId, useState } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { EditorContent, useEditor } from '@tiptap/react';
import { characterCount, LIMITS, plainText, validateNote } from '@oncourse/engine';

import { ErrorMessages } from './ErrorMessages.tsx';
import { NOTE_EXTENSIONS } from './noteHtml.ts';
import { NoteToolbar } from './NoteToolbar.tsx';
import { errorMessage, say } from './strings.ts';
import type { QuestionContext } from './types.ts';
import fieldStyles from '../form-theme/templates/field.module.css';
import buttonStyles from '../form-theme/templates/button.module.css';
import inputStyles from '../form-theme/widgets/input.module.css';
import notesStyles from './notes.module.css';

interface NoteEditorProps {
  /** The note's HTML when editing; empty for a new note. */
  initial: string;
  label: string;
  submitLabel: string;
  text: QuestionContext['text'];
  onSave: (html: string) => Promise<void>;
  /** Editing an existing note can be abandoned; the new-note editor simply stays. */
  onCancel?: () => void;
}

/**
 * The rich-text note editor (tiptap): the characters left of 2000 as the person types, and the
 * engine's empty and too-long messages on save (docs/reviews.md#input-rules). A failed save keeps the text.
 */
export function NoteEditor({ initial, label, submitLabel, text, onSave, onCancel }: NoteEditorProps) {
  const id = useId();
  // The app's locale (react-aria's I18nProvider): it chooses the plural of the count below.
  const { locale } = useLocale();
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const editorId = `${id}-editor`;
  const [html, setHtml] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editor = useEditor({
    extensions: NOTE_EXTENSIONS,
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': `${counterId} ${errorId}`,
        class: `${inputStyles.input} ${notesStyles.noteEditor}`,
      },
    },
    onUpdate: ({ editor: current }) => {
      setHtml(current.getHTML());
      setProblem(null);
    },
  });

  const left = LIMITS.noteLength - characterCount(plainText(html));

  const save = async () => {
    const [error] = validateNote(html);
    if (error) {
      setProblem(errorMessage(text, error));
      return;
    }
    setBusy(true);
    try {
      await onSave(html);
      if (!onCancel) {
        editor.commands.clearContent(true);
        setHtml('');
      }
    } catch {
      setProblem(say(text, 'questions.notes.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={notesStyles.noteForm} data-invalid={problem ? true : undefined}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <NoteToolbar editor={editor} controls={editorId} text={text} />
      <EditorContent editor={editor} />
      <p id={counterId} className={fieldStyles.counter} data-over={left < 0 || undefined}>
        {left >= 0
          ? say(text, 'questions.notes.remaining', { count: left }, locale)
          : say(text, 'questions.notes.over', { count: -left }, locale)}
      </p>
      <ErrorMessages id={errorId} messages={problem ? [problem] : []} />
      <div className={buttonStyles.formActions}>
        {onCancel && (
          <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onCancel}>
            {say(text, 'questions.cancel')}
          </Button>
        )}
        <Button
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          isPending={busy}
          onPress={() => void save()}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
