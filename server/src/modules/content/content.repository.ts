import { and, asc, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  contentImages,
  contentItemDocuments,
  contentItems,
  contentSections,
  organisations,
  providerLogos,
  storedFiles,
  tiles,
  type OrganisationType,
} from '../../db/schema/index.ts';

export type TileRow = typeof tiles.$inferSelect;
export type SectionRow = typeof contentSections.$inferSelect;
export type ItemRow = typeof contentItems.$inferSelect;
export type LogoKind = (typeof providerLogos.$inferSelect)['kind'];

/** Rows for every organisation type (null), plus those of the given type. */
const forType = (column: PgColumn, type: OrganisationType | null): SQL =>
  type === null ? isNull(column) : or(isNull(column), eq(column, type))!;

/** Rows for every country (null), plus those of the given country. */
const forCountry = (column: PgColumn, countryId: number | null): SQL =>
  countryId === null ? isNull(column) : or(isNull(column), eq(column, countryId))!;

export async function findOrganisationCountry(db: Executor, organisationId: number): Promise<number | null> {
  const [row] = await db
    .select({ countryId: organisations.countryId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.countryId ?? null;
}

export function findTiles(db: Executor, type: OrganisationType | null): Promise<TileRow[]> {
  return db
    .select()
    .from(tiles)
    .where(forType(tiles.organisationType, type))
    .orderBy(asc(tiles.sortOrder), asc(tiles.id));
}

export function findSections(db: Executor, type: OrganisationType | null): Promise<SectionRow[]> {
  return db
    .select()
    .from(contentSections)
    .where(forType(contentSections.organisationType, type))
    .orderBy(asc(contentSections.sortOrder), asc(contentSections.id));
}

export async function findSection(
  db: Executor,
  id: number,
  type: OrganisationType,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentSections)
    .where(and(eq(contentSections.id, id), forType(contentSections.organisationType, type)));
  return row;
}

export async function findSectionBySlug(
  db: Executor,
  slug: string,
  type: OrganisationType,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentSections)
    .where(and(eq(contentSections.slug, slug), forType(contentSections.organisationType, type)));
  return row;
}

/** The items of the sections shown in a country, by sortcode. */
export function findSectionItems(
  db: Executor,
  sectionIds: number[],
  countryId: number | null,
): Promise<ItemRow[]> {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contentItems)
    .where(and(inArray(contentItems.sectionId, sectionIds), forCountry(contentItems.countryId, countryId)))
    .orderBy(asc(contentItems.sortcode), asc(contentItems.id));
}

/** One item of a section by slug; a country's own variant wins over the general one. */
export async function findItemBySlug(
  db: Executor,
  sectionId: number,
  slug: string,
  countryId: number,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.sectionId, sectionId),
        eq(contentItems.slug, slug),
        forCountry(contentItems.countryId, countryId),
      ),
    )
    .orderBy(sql`${contentItems.countryId} is null`)
    .limit(1);
  return row;
}

export function findItemDocuments(db: Executor, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contentItemDocuments.id,
      contentItemId: contentItemDocuments.contentItemId,
      name: contentItemDocuments.name,
      fileType: contentItemDocuments.fileType,
    })
    .from(contentItemDocuments)
    .where(inArray(contentItemDocuments.contentItemId, itemIds))
    .orderBy(asc(contentItemDocuments.sortOrder), asc(contentItemDocuments.id));
}

export type ItemDocumentRow = Awaited<ReturnType<typeof findItemDocuments>>[number];

/** A block of page text (not part of any section). */
export async function findPageContent(db: Executor, page: string, position: string) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(isNull(contentItems.sectionId), eq(contentItems.page, page), eq(contentItems.position, position)),
    )
    .orderBy(desc(contentItems.id))
    .limit(1);
  return row;
}

const fileColumns = {
  filename: storedFiles.filename,
  mimeType: storedFiles.mimeType,
  sha256: storedFiles.sha256,
  data: storedFiles.data,
  storageKey: storedFiles.storageKey,
};

/**
 * A stored image, only when a tile or content item shows it: the route is public, so it must
 * never hand out other files (profile pictures, documents) by id.
 */
export async function findContentImage(db: Executor, fileId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        or(
          exists(db.select({ id: tiles.id }).from(tiles).where(eq(tiles.imageFileId, storedFiles.id))),
          exists(
            db
              .select({ id: contentItems.id })
              .from(contentItems)
              .where(eq(contentItems.imageFileId, storedFiles.id)),
          ),
          exists(
            db
              .select({ id: contentImages.fileId })
              .from(contentImages)
              .where(eq(contentImages.fileId, storedFiles.id)),
          ),
        ),
      ),
    );
  return row;
}

/** A content download (`Content.documents[].id`) with its file. */
export async function findMedia(db: Executor, mediaId: number) {
  const [row] = await db
    .select({ name: contentItemDocuments.name, fileType: contentItemDocuments.fileType, ...fileColumns })
    .from(contentItemDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, contentItemDocuments.fileId))
    .where(eq(contentItemDocuments.id, mediaId));
  return row;
}

/** The logos of a kind (and provider group) for every country plus the given one, in order. */
export function findLogos(db: Executor, kind: LogoKind, provider: string | null, countryId: number) {
  return db
    .select({ fileId: providerLogos.fileId, title: providerLogos.title, link: providerLogos.link })
    .from(providerLogos)
    .where(
      and(
        eq(providerLogos.kind, kind),
        provider === null ? undefined : eq(providerLogos.provider, provider),
        forCountry(providerLogos.countryId, countryId),
      ),
    )
    .orderBy(asc(providerLogos.sortOrder), asc(providerLogos.id));
}

/** A logo image by its file id, only when a logo of that kind (and provider group) uses it. */
export async function findLogoFile(db: Executor, kind: LogoKind, provider: string | null, fileId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        exists(
          db
            .select({ id: providerLogos.id })
            .from(providerLogos)
            .where(
              and(
                eq(providerLogos.fileId, storedFiles.id),
                eq(providerLogos.kind, kind),
                provider === null ? undefined : eq(providerLogos.provider, provider),
              ),
            ),
        ),
      ),
    );
  return row;
}

// What staff edit in the console (docs/programme-console.md#content), offered through
// content/index.ts: each item's and tile's published wording in every language.

/** An item or a tile as one shape: a tile's description is its teaser, and it has no body. */
export interface EditableRow {
  id: number;
  sectionName: string | null;
  link: string | null;
  title: Record<string, string>;
  teaser: Record<string, string>;
  body: Record<string, string>;
  /** The stored image shown with it (docs/programme-console.md#content); null for none. */
  pictureId: number | null;
  sortKey: number;
}

const itemColumns = {
  id: contentItems.id,
  sectionName: sql<string | null>`${contentSections.name}->>'en'`,
  link: sql<string | null>`'/section/' || ${contentSections.slug} || '/' || ${contentItems.slug}`,
  title: contentItems.title,
  teaser: contentItems.teaser,
  body: contentItems.body,
  pictureId: contentItems.imageFileId,
  sortKey: contentSections.sortOrder,
};

/** The improvement content items (those in a section), in the side menu's order. */
export function listEditableItems(db: Executor, id?: number): Promise<EditableRow[]> {
  return db
    .select(itemColumns)
    .from(contentItems)
    .innerJoin(contentSections, eq(contentSections.id, contentItems.sectionId))
    .where(id === undefined ? undefined : eq(contentItems.id, id))
    .orderBy(asc(contentSections.sortOrder), asc(contentItems.sortcode), asc(contentItems.id));
}

/** The dashboard tiles, in their order. */
export async function listEditableTiles(db: Executor, id?: number): Promise<EditableRow[]> {
  const rows = await db
    .select()
    .from(tiles)
    .where(id === undefined ? undefined : eq(tiles.id, id))
    .orderBy(asc(tiles.sortOrder), asc(tiles.id));
  return rows.map((row) => ({
    id: row.id,
    sectionName: null,
    link: row.link,
    title: row.title,
    teaser: row.description,
    body: {},
    pictureId: row.imageFileId,
    sortKey: row.sortOrder,
  }));
}

/** Publishes an item's wording: what clubs read from now on, dated so the seed leaves it alone. */
export async function publishItemWording(
  db: Executor,
  id: number,
  wording: { title: Record<string, string>; teaser: Record<string, string>; body: Record<string, string> },
): Promise<void> {
  await db
    .update(contentItems)
    .set({ ...wording, publishedAt: new Date() })
    .where(eq(contentItems.id, id));
}

/** Publishes a tile's wording (its title and description). */
export async function publishTileWording(
  db: Executor,
  id: number,
  wording: { title: Record<string, string>; teaser: Record<string, string> },
): Promise<void> {
  await db
    .update(tiles)
    .set({ title: wording.title, description: wording.teaser, publishedAt: new Date() })
    .where(eq(tiles.id, id));
}

/** Records a stored file as an image of the content: public from now on, like the content. */
export async function insertContentImage(db: Executor, fileId: number, userId: number): Promise<void> {
  await db.insert(contentImages).values({ fileId, uploadedByUserId: userId });
}

/** Whether the file is an image staff uploaded for content (the only pictures they may choose). */
export async function isContentImage(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ fileId: contentImages.fileId })
    .from(contentImages)
    .where(eq(contentImages.fileId, fileId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets the picture of an item or a tile: shown at once, dated as published by staff so the seed
 * leaves it alone (docs/programme-console.md#content).
 */
export async function setPicture(
  db: Executor,
  kind: 'item' | 'tile',
  id: number,
  fileId: number,
): Promise<void> {
  if (kind === 'item')
    await db
      .update(contentItems)
      .set({ imageFileId: fileId, publishedAt: new Date() })
      .where(eq(contentItems.id, id));
  else await db.update(tiles).set({ imageFileId: fileId, publishedAt: new Date() }).where(eq(tiles.id, id));
}
