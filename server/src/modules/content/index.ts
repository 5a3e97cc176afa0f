// The module's surface for other modules (docs/engineering.md#server-layers).

// The published wording of improvement content and tiles as staff edit it (docs/programme-console.md#content):
// the console calls these, never the content repository, so content_items and tiles keep one owner.
export {
  insertContentImage,
  isContentImage,
  listEditableItems,
  listEditableTiles,
  publishItemWording,
  publishTileWording,
  setPicture,
  type EditableRow,
} from './content.repository.ts';
export { contentImagePath, safeHtml } from './content-text.ts';
