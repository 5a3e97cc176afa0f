import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useId, type ReactNode } from 'react';

import { NOTE_EXTENSIONS } from './noteHtml.ts';
import { NoteToolbar } from './NoteToolbar.tsx';
import type { QuestionContext } from './types.ts';
import inputStyles from '../form-theme/widgets/input.module.css';
import notesStyles from './notes.module.css';

/** An image to put into the text: where the product serves it, and what it shows in words. */
export interface RichTextImage {
  src: string;
  alt: string;
}

interface RichTextFieldProps {
  /** The HTML the field starts with; a new `key` starts it afresh (another language, say). */
  initial: string;
  /** The id of the visible label that names the field. */
  labelledBy: string;
  text: QuestionContext['text'];
  /** The editor's HTML after each change: generated from its schema, so only what it can hold. */
  onChange: (html: string) => void;
  /**
   * With it the text may hold images: it draws the app's own way to choose one (an upload) and
   * calls `insert` with it, which puts it where the cursor is. Without it, as in notes, none.
   */
  images?: (insert: (image: RichTextImage) => void) => ReactNode;
}

const WITH_IMAGES = [...NOTE_EXTENSIONS, Image.configure({ inline: false, allowBase64: false })];

/**
 * A rich-text field with the notes' TipTap editor and toolbar (bold, italic, lists, links), for
 * longer texts than a note: the programme's improvement content (docs/programme-console.md#content),
 * which may also hold images. Without a length counter: the form around it says what it allows.
 */
export function RichTextField({ initial, labelledBy, text, onChange, images }: RichTextFieldProps) {
  const editorId = useId();
  const editor = useEditor({
    // Read when the editor is made: a field keeps its schema (a new `key` makes a new one).
    extensions: images ? WITH_IMAGES : NOTE_EXTENSIONS,
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
  const insert = useCallback(
    (image: RichTextImage) => {
      // The page stays where it is: the person is at the image form under the text, not in it.
      editor
        .chain()
        .focus(null, { scrollIntoView: false })
        .setImage({ src: image.src, alt: image.alt })
        .run();
    },
    [editor],
  );
  return (
    <div className={notesStyles.noteForm}>
      <NoteToolbar editor={editor} controls={editorId} text={text} />
      <EditorContent editor={editor} />
      {images?.(insert)}
    </div>
  );
}
