import { EditorContent, useEditor } from '@tiptap/react';
import { useId } from 'react';

import { NOTE_EXTENSIONS } from './noteHtml.ts';
import { NoteToolbar } from './NoteToolbar.tsx';
import type { QuestionContext } from './types.ts';
import inputStyles from '../form-theme/widgets/input.module.css';
import notesStyles from './notes.module.css';

interface RichTextFieldProps {
  /** The HTML the field starts with; a new `key` starts it afresh (another language, say). */
  initial: string;
  /** The id of the visible label that names the field. */
  labelledBy: string;
  text: QuestionContext['text'];
  /** The editor's HTML after each change: generated from its schema, so only what it can hold. */
  onChange: (html: string) => void;
}

/**
 * A rich-text field with the notes' TipTap editor and toolbar (bold, italic, lists, links), for
 * longer texts than a note: the programme's improvement content (docs/programme-console.md#content).
 * Without a length counter: the form around it says what it allows.
 */
export function RichTextField({ initial, labelledBy, text, onChange }: RichTextFieldProps) {
  const editorId = useId();
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
        'aria-labelledby': labelledBy,
        class: `${inputStyles.input} ${notesStyles.noteEditor}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className={notesStyles.noteForm}>
      <NoteToolbar editor={editor} controls={editorId} text={text} />
      <EditorContent editor={editor} />
    </div>
  );
}
