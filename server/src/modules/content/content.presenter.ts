import type { Schemas } from '@oncourse/openapi';
import { inLanguage, languageOf, safeHtml } from './content-text.ts';
import type { ItemDocumentRow, ItemRow, SectionRow, TileRow } from './content.repository.ts';

const imageRecord = (fileId: number | null): Schemas['ImageRecord'] | null =>
  fileId === null ? null : { id: fileId };

/** Tile row → Tile (docs/improve.md#what-is-stored) in the reader's language. */
export const presentTile = (row: TileRow, lang: string): Schemas['Tile'] => ({
  id: row.id,
  name: row.name,
  title: inLanguage(row.title, lang),
  description: inLanguage(row.description, lang),
  link: row.link ?? '',
  imageRecord: imageRecord(row.imageFileId),
});

/** Section with its items' links → ContentSection (the side menu's improve entries). */
export const presentSection = (
  row: SectionRow,
  items: ItemRow[],
  lang: string,
): Schemas['ContentSection'] => ({
  id: row.id,
  slug: row.slug,
  name: inLanguage(row.name, lang),
  contentData: items.map((item) => ({ slug: item.slug, title: inLanguage(item.title, lang) })),
});

/** Item → Content (docs/improve.md#what-is-stored) in the reader's language; downloads by media id. */
export const presentContent = (
  row: ItemRow,
  documents: ItemDocumentRow[],
  lang: string,
): Schemas['Content'] => {
  const teaser = inLanguage(row.teaser, lang);
  return {
    id: row.id,
    title: inLanguage(row.title, lang),
    teaser: teaser === '' ? null : teaser,
    slug: row.slug,
    sortcode: row.sortcode,
    imageRecord: imageRecord(row.imageFileId),
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      fileType: document.fileType,
    })),
    // The title is the content's own; the body is its one panel.
    contentData: [{ id: row.id, title: null, html: safeHtml(inLanguage(row.body, lang)) }],
  };
};

/** Page text → PageContent, naming the language actually shown. */
export const presentPageContent = (row: ItemRow, lang: string): Schemas['PageContent'] => ({
  page: row.page ?? '',
  position: row.position ?? '',
  language: languageOf(row.body, lang),
  title: inLanguage(row.title, lang) || null,
  html: safeHtml(inLanguage(row.body, lang)),
});

export const presentLogo = (row: {
  fileId: number;
  title: string;
  link: string | null;
}): Schemas['LogoLink'] => ({
  id: row.fileId,
  title: row.title,
  link: row.link,
});
