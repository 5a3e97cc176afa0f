// Improvement content and dashboard tiles edited by staff (docs/programme-console.md#content): a
// draft per item, in every language, that staff preview and then publish; each publication is a
// numbered version that can be restored. Clubs read what was published, from the same rows the
// fixtures seeded, so nothing changes for them until staff publish. Rich text is stored as
// sanitised HTML; each change and its audit entry are one transaction. Images staff upload for the
// text or as a picture are stored like every upload and served as public content images.
import type { Schemas } from '@oncourse/openapi';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext, ProgrammeAccess, UploadedFile } from '../../core/context.ts';
import { badRequest, fileTooLarge, notFound, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { EditableContentKind, Translated } from '../../db/schema/index.ts';
import { storeUpload } from '../../storage/stored-files.ts';
import { recordStaffAction } from '../console/staff-actions.service.ts';
import * as content from '../content/index.ts';
import { supportedLanguages } from '../reference/reference.service.ts';
import type { Wording } from './completeness.ts';
import { presentContentImage, presentEditableContent, presentSummary } from './content-editing.presenter.ts';
import * as repository from './content-editing.repository.ts';

type Shown = Schemas['EditableContent'];

const rowsOf = (db: Executor, kind: EditableContentKind, id?: number) =>
  kind === 'item' ? content.listEditableItems(db, id) : content.listEditableTiles(db, id);

async function findOr404(db: Executor, kind: EditableContentKind, id: number) {
  const [row] = await rowsOf(db, kind, id);
  if (!row) throw notFound('Content not found', 'contentId');
  return row;
}

const languageKeys = async (ctx: AppContext) =>
  (await supportedLanguages(ctx)).map((language) => language.key);

/** The item with its draft and versions; the languages are asked first, outside any transaction. */
async function shown(
  db: Executor,
  kind: EditableContentKind,
  id: number,
  languages: readonly string[],
): Promise<Shown> {
  const row = await findOr404(db, kind, id);
  const draft = await repository.findDraft(db, kind, id);
  const versions = await repository.listVersions(db, kind, id);
  return presentEditableContent(kind, row, draft, versions, languages);
}

export async function listEditableContent(ctx: AppContext): Promise<Schemas['EditableContentSummary'][]> {
  const [items, tiles, drafts, versions, languages] = await Promise.all([
    content.listEditableItems(ctx.db),
    content.listEditableTiles(ctx.db),
    repository.listDrafts(ctx.db),
    repository.listLatestVersions(ctx.db),
    languageKeys(ctx),
  ]);
  const key = (kind: string, id: number) => `${kind}:${id}`;
  const drafted = new Set(drafts.map((draft) => key(draft.kind, draft.sourceId)));
  const latest = new Map(
    versions.map((version) => [key(version.kind, version.sourceId), version.version ?? 0]),
  );
  const summary = (kind: EditableContentKind) => (row: content.EditableRow) =>
    presentSummary(kind, row, latest.get(key(kind, row.id)) ?? 0, drafted.has(key(kind, row.id)), languages);
  return [...items.map(summary('item')), ...tiles.map(summary('tile'))];
}

export const getEditableContent = async (ctx: AppContext, kind: EditableContentKind, id: number) =>
  shown(ctx.db, kind, id, await languageKeys(ctx));

/** The wording by language without blank entries; a text of spaces (or an empty paragraph) is no text. */
function cleaned(texts: Record<string, string> | undefined, rich = false): Translated {
  return Object.fromEntries(
    Object.entries(texts ?? {})
      .map(([language, text]) => [language, rich ? content.safeHtml(text).trim() : text.trim()] as const)
      .filter(([, text]) => text.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(text)),
  );
}

/** The draft's wording, refused with nothing saved without an English title; a tile keeps no body. */
function wordingOf(kind: EditableContentKind, input: Schemas['ContentWordingInput']): Wording {
  const title = cleaned(input.title);
  if (title.en === undefined)
    throw unprocessable('An English title is required', 'title.en', 'REQUIRED_FIELD_MISSING');
  return { title, teaser: cleaned(input.teaser), body: kind === 'tile' ? {} : cleaned(input.body, true) };
}

/** Runs a change and its audit entry in one transaction, answering the content as it is after. */
async function audited(
  ctx: AppContext,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  id: number,
  action: Schemas['StaffActionKind'],
  change: (tx: Executor, before: Shown) => Promise<void>,
): Promise<Shown> {
  const languages = await languageKeys(ctx);
  const before = await shown(ctx.db, kind, id, languages);
  return ctx.db.transaction(async (tx) => {
    await change(tx, before);
    const after = await shown(tx, kind, id, languages);
    await recordStaffAction(tx, staff.userId, { kind: action, subjectId: id, before, after });
    return after;
  });
}

export function saveContentDraft(
  ctx: AppContext,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  id: number,
  input: Schemas['ContentWordingInput'],
): Promise<Shown> {
  const wording = wordingOf(kind, input);
  return audited(ctx, staff, kind, id, 'content.draft', (tx) =>
    repository.saveDraft(tx, kind, id, wording, staff.userId),
  );
}

export async function discardContentDraft(
  ctx: AppContext,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  id: number,
): Promise<Shown> {
  return audited(ctx, staff, kind, id, 'content.draft', (tx) => repository.deleteDraft(tx, kind, id));
}

/**
 * Makes the wording what clubs read, as the next version. The first publication from the console
 * keeps what was there before (the fixtures' wording) as version 1, so it can be restored.
 */
async function publishWording(
  tx: Executor,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  before: Shown,
  wording: Wording,
): Promise<void> {
  let last = before.versions[0]?.version ?? 0;
  if (last === 0) {
    last = 1;
    await repository.insertVersion(tx, kind, before.id, last, before.published, null);
  }
  if (kind === 'item') await content.publishItemWording(tx, before.id, wording);
  else await content.publishTileWording(tx, before.id, wording);
  await repository.insertVersion(tx, kind, before.id, last + 1, wording, staff.userId);
}

/** The draft becomes what clubs read, at once; 422 INACTIVE_RESOURCE without a draft. */
export async function publishContent(
  ctx: AppContext,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  id: number,
): Promise<Shown> {
  return audited(ctx, staff, kind, id, 'content.publish', async (tx, before) => {
    if (!before.draft) throw unprocessable('There is no draft to publish', 'contentId', 'INACTIVE_RESOURCE');
    await publishWording(tx, staff, kind, before, before.draft);
    await repository.deleteDraft(tx, kind, id);
  });
}

/** An earlier version's wording published again, as a new version; a draft stays as it is. */
export async function restoreContentVersion(
  ctx: AppContext,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  id: number,
  version: number,
): Promise<Shown> {
  const versions = await repository.listVersions(ctx.db, kind, id);
  const restored = versions.find((candidate) => candidate.version === version);
  if (!restored) throw notFound('Version not found', 'version');
  return audited(ctx, staff, kind, id, 'content.restore', (tx, before) =>
    publishWording(tx, staff, kind, before, {
      title: restored.title,
      teaser: restored.teaser,
      body: restored.body,
    }),
  );
}

/** The image types content may show, those the image route answers; never SVG, which can hold script. */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Stores an image for content (docs/programme-console.md#content): PNG or JPEG judged by its
 * bytes (400 INCORRECT_FORMAT), at most UPLOAD_MAX_BYTES (413 FILE_TOO_LARGE, catalogue 120), in the
 * file storage as every upload is. It is public from now on, as the content it is for; nothing is
 * stored for a refused file.
 */
export async function uploadContentImage(
  ctx: AppContext,
  staff: ProgrammeAccess,
  file: UploadedFile | undefined,
): Promise<Schemas['ContentImage']> {
  if (!file || file.data.length === 0)
    throw badRequest('REQUIRED_FIELD_MISSING', 'An image file is required', 'file');
  if (file.data.length > ctx.config.uploadMaxBytes) {
    const megabytes = Math.floor(ctx.config.uploadMaxBytes / (1024 * 1024));
    throw fileTooLarge('file', `The image is too large: images can be at most ${megabytes} MB`);
  }
  const detected = await fileTypeFromBuffer(file.data);
  const extension = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!detected || !extension)
    throw badRequest('INCORRECT_FORMAT', 'The image must be a PNG or JPEG file', 'file');
  return storeUpload(
    ctx,
    {
      filename: `content-image.${extension}`,
      mimeType: detected.mime,
      data: file.data,
      ownerUserId: staff.userId,
    },
    async (tx, fileId) => {
      await content.insertContentImage(tx, fileId, staff.userId);
      return presentContentImage(fileId);
    },
  );
}

/**
 * Changes the picture of an item or a tile to an image uploaded for content: clubs see it at once
 * (a picture has no wording to translate, so no draft). An id that is not a content image is 422
 * INVALID_RESOURCE on `imageId`. The picture it replaces stays stored: earlier versions' text or
 * another item may show it.
 */
export async function setContentPicture(
  ctx: AppContext,
  staff: ProgrammeAccess,
  kind: EditableContentKind,
  id: number,
  imageId: number,
): Promise<Shown> {
  if (!(await content.isContentImage(ctx.db, imageId)))
    throw unprocessable('Not an image uploaded for content', 'imageId', 'INVALID_RESOURCE');
  return audited(ctx, staff, kind, id, 'content.picture', (tx) => content.setPicture(tx, kind, id, imageId));
}
