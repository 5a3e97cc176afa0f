// @oncourse/renderers/rich-text: the notes panel and its TipTap editor (docs/engineering.md#public-surfaces).
// Its own entry so ProseMirror is downloaded only when a page opens notes (React.lazy in the app).

export { NotesPanel } from './questions/NotesPanel.tsx';
export type { NotesPanelProps } from './questions/NotesPanel.tsx';
export { RichTextField } from './questions/RichTextField.tsx';
export type { RichTextImage } from './questions/RichTextField.tsx';
