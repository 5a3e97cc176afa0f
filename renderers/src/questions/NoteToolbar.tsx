import { ToggleButton, Toolbar } from 'react-aria-components';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';

import { say } from './strings.ts';
import type { QuestionStringKey } from './strings.ts';
import type { QuestionContext } from './types.ts';
import questionStyles from './question.module.css';
import notesStyles from './notes.module.css';

const MARKS = [
  {
    key: 'questions.notes.bold',
    name: 'bold',
    glyph: 'B',
    toggle: (editor: Editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'questions.notes.italic',
    name: 'italic',
    glyph: 'I',
    toggle: (editor: Editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'questions.notes.bulletList',
    name: 'bulletList',
    glyph: '•',
    toggle: (editor: Editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'questions.notes.orderedList',
    name: 'orderedList',
    glyph: '1.',
    toggle: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const satisfies readonly {
  key: QuestionStringKey;
  name: string;
  glyph: string;
  toggle: (editor: Editor) => boolean;
}[];

interface NoteToolbarProps {
  editor: Editor;
  /** The editor's id: the toolbar says which field it formats. */
  controls: string;
  text: QuestionContext['text'];
}

/**
 * Bold, italic and lists for a note, as pressed/unpressed buttons in one toolbar (arrow keys
 * move between them); the editor's own shortcuts (Ctrl+B …) work as well.
 */
export function NoteToolbar({ editor, controls, text }: NoteToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => MARKS.map((mark) => current.isActive(mark.name)),
  });
  return (
    <Toolbar
      className={notesStyles.noteToolbar}
      aria-label={say(text, 'questions.notes.formatting')}
      aria-controls={controls}
    >
      {MARKS.map((mark, index) => (
        <ToggleButton
          key={mark.name}
          className={`${questionStyles.iconButton} ${notesStyles.toolbarButton}`}
          aria-label={say(text, mark.key)}
          isSelected={active[index] ?? false}
          onChange={() => mark.toggle(editor)}
        >
          {/* Drawn by CSS, not written: "1." as text would read as a name that differs from the
              button's, and speech users say the name they are given. */}
          <span aria-hidden="true" data-mark={mark.name} data-glyph={mark.glyph} />
        </ToggleButton>
      ))}
    </Toolbar>
  );
}
