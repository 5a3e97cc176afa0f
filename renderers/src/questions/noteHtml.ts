import { generateHTML, generateJSON } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** The editor's schema: what a note may contain. */
export const NOTE_EXTENSIONS = [StarterKit.configure({ link: { openOnClick: false } })];

/**
 * A note's HTML passed through the editor's schema: only the paragraphs, lists, marks and safe
 * links a note can hold survive, so stored HTML never reaches the page as it came. The server
 * sanitises too; this keeps the page safe whatever a stored note holds.
 */
export function safeNoteHtml(html: string): string {
  return generateHTML(generateJSON(html, NOTE_EXTENSIONS), NOTE_EXTENSIONS);
}
