import type { Schemas } from '@oncourse/openapi';
import type { EditableContentKind } from '../../db/schema/index.ts';
import { contentImagePath, safeHtml, type EditableRow } from '../content/index.ts';
import { translationCompleteness, type Wording } from './completeness.ts';
import type { DraftRow, VersionRow } from './content-editing.repository.ts';

/** The wording as the console shows it: rich text always sanitised, whatever the fixtures held. */
const wordingOf = (row: Wording): Wording => ({
  title: row.title,
  teaser: row.teaser,
  body: Object.fromEntries(Object.entries(row.body).map(([language, html]) => [language, safeHtml(html)])),
});

/** A content image as the console shows it: its id and the address the text and the picture use. */
export const presentContentImage = (fileId: number): Schemas['ContentImage'] => ({
  id: fileId,
  url: contentImagePath(fileId),
});

/** An item or tile with its draft and versions as the console shows them (docs/programme-console.md#content). */
export function presentEditableContent(
  kind: EditableContentKind,
  row: EditableRow,
  draft: DraftRow | undefined,
  versions: VersionRow[],
  languages: readonly string[],
): Schemas['EditableContent'] {
  return {
    kind,
    id: row.id,
    section: row.sectionName,
    link: row.link,
    picture: row.pictureId === null ? null : presentContentImage(row.pictureId),
    published: wordingOf(row),
    publishedCompleteness: translationCompleteness(row, languages),
    draft: draft ? wordingOf(draft) : null,
    draftCompleteness: draft ? translationCompleteness(draft, languages) : null,
    draftUpdatedAt: draft ? draft.updatedAt.toISOString() : null,
    versions: versions.map((version) => ({
      version: version.version,
      publishedAt: version.publishedAt.toISOString(),
      publishedBy:
        version.byUserId === null
          ? null
          : `${version.firstName ?? ''} ${version.lastName ?? ''}`.trim() || null,
    })),
  };
}

export function presentSummary(
  kind: EditableContentKind,
  row: EditableRow,
  version: number,
  hasDraft: boolean,
  languages: readonly string[],
): Schemas['EditableContentSummary'] {
  return {
    kind,
    id: row.id,
    section: row.sectionName,
    title: row.title.en ?? '',
    version,
    hasDraft,
    completeness: translationCompleteness(row, languages),
  };
}
