import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, OrganisationAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { OrganisationType } from '../../db/schema/index.ts';
import { readStoredFile } from '../../storage/stored-files.ts';
import * as repository from './content.repository.ts';
import {
  presentContent,
  presentLogo,
  presentPageContent,
  presentSection,
  presentTile,
} from './content.presenter.ts';

/**
 * The organisation of an optional `orgId` query (tiles, side-menu sections), whose access the
 * wiring checked (x-organisation-optional); null when the call names none.
 */
async function optionalOrganisation(
  ctx: AppContext,
  access: OrganisationAccess | null,
): Promise<{ type: OrganisationType; countryId: number | null } | null> {
  if (!access) return null;
  return {
    type: access.organisationType,
    countryId: await repository.findOrganisationCountry(ctx.db, access.organisationId),
  };
}

/** Dashboard tiles (docs/improve.md#screens) for the organisation's type, or the general ones without an organisation. */
export async function tiles(
  ctx: AppContext,
  lang: string,
  access: OrganisationAccess | null,
): Promise<Schemas['Tile'][]> {
  const organisation = await optionalOrganisation(ctx, access);
  const rows = await repository.findTiles(ctx.db, organisation?.type ?? null);
  return rows.map((row) => presentTile(row, lang));
}

/** The improve sections of the side menu with their pages, for the organisation's type and country. */
export async function sections(
  ctx: AppContext,
  lang: string,
  access: OrganisationAccess | null,
): Promise<Schemas['ContentSection'][]> {
  const organisation = await optionalOrganisation(ctx, access);
  const sectionRows = await repository.findSections(ctx.db, organisation?.type ?? null);
  const items = await repository.findSectionItems(
    ctx.db,
    sectionRows.map((section) => section.id),
    organisation?.countryId ?? null,
  );
  return sectionRows.map((section) =>
    presentSection(
      section,
      items.filter((item) => item.sectionId === section.id),
      lang,
    ),
  );
}

async function sectionFor(ctx: AppContext, access: OrganisationAccess, sectionId: number) {
  const section = await repository.findSection(ctx.db, sectionId, access.organisationType);
  // A section of the other organisation type is as absent as an unknown one.
  if (!section) throw notFound('Section not found', 'sectionId');
  return section;
}

async function withDocuments(ctx: AppContext, items: repository.ItemRow[], lang: string) {
  const documents = await repository.findItemDocuments(
    ctx.db,
    items.map((item) => item.id),
  );
  return items.map((item) =>
    presentContent(
      item,
      documents.filter((document) => document.contentItemId === item.id),
      lang,
    ),
  );
}

/** The section's items shown in the organisation's country, with their downloads. */
async function contentOf(ctx: AppContext, access: OrganisationAccess, sectionId: number, lang: string) {
  const countryId = await repository.findOrganisationCountry(ctx.db, access.organisationId);
  return withDocuments(ctx, await repository.findSectionItems(ctx.db, [sectionId], countryId), lang);
}

/** A section's content (docs/improve.md#screens content page: tiles and panels with downloads), by sortcode. */
export async function sectionContent(
  ctx: AppContext,
  access: OrganisationAccess,
  sectionId: number,
  lang: string,
): Promise<Schemas['Content'][]> {
  const section = await sectionFor(ctx, access, sectionId);
  return contentOf(ctx, access, section.id, lang);
}

/**
 * A section's content by the slug an improve page's URL names, so the page needs no id first
 * (docs/improve.md#calls); a section of the other organisation type is as absent as an unknown one.
 */
export async function sectionContentBySlug(
  ctx: AppContext,
  access: OrganisationAccess,
  slug: string,
  lang: string,
): Promise<Schemas['Content'][]> {
  const section = await repository.findSectionBySlug(ctx.db, slug, access.organisationType);
  if (!section) throw notFound('Section not found', 'sectionSlug');
  return contentOf(ctx, access, section.id, lang);
}

/** One content page by slug; the country's own variant wins over the general one. */
export async function contentBySlug(
  ctx: AppContext,
  access: OrganisationAccess,
  params: { sectionId: number; slug: string; country: number; lang: string },
): Promise<Schemas['Content']> {
  const section = await sectionFor(ctx, access, params.sectionId);
  const item = await repository.findItemBySlug(ctx.db, section.id, params.slug, params.country);
  if (!item) throw notFound('Content not found', 'slug');
  const [content] = await withDocuments(ctx, [item], params.lang);
  return content!;
}

/** A block of page text (terms, dashboard highlights), public; falls back to English. */
export async function pageContent(
  ctx: AppContext,
  params: { page: string; position: string; lang: string },
): Promise<Schemas['PageContent']> {
  const row = await repository.findPageContent(ctx.db, params.page, params.position);
  if (!row) throw notFound('Page content not found', 'position');
  return presentPageContent(row, params.lang);
}

type FileRow = {
  filename: string;
  mimeType: string;
  sha256: string;
  data: Buffer | null;
  storageKey: string | null;
};

/**
 * Provider images are public and never change under an id, so browsers and proxies may keep them.
 * The seeded ones are in the database, those staff upload in the file storage (docs/programme-console.md#content).
 */
async function publicImage(ctx: AppContext, file: FileRow | undefined, field: string): Promise<BinaryResult> {
  const data = file ? await readStoredFile(ctx, file) : null;
  if (!file || !data) throw notFound('Image not found', field);
  return {
    contentType: file.mimeType,
    body: data,
    cacheControl: 'public, max-age=86400',
    etag: file.sha256,
  };
}

export async function contentImage(ctx: AppContext, fileId: number): Promise<BinaryResult> {
  return publicImage(ctx, await repository.findContentImage(ctx.db, fileId), 'id');
}

/** A content download with the name the app saves it under (content-filename, docs/improve.md#calls). */
export async function media(ctx: AppContext, mediaId: number): Promise<BinaryResult> {
  const file = await repository.findMedia(ctx.db, mediaId);
  if (!file?.data) throw notFound('Download not found', 'mediaId');
  const extension = `.${file.fileType.toLowerCase()}`;
  return {
    contentType: file.mimeType,
    body: file.data,
    filename: file.name.toLowerCase().endsWith(extension) ? file.name : `${file.name}${extension}`,
    disposition: 'attachment',
  };
}

/** Partner, footer or another provider group's logos for a country (docs/shell.md#purpose), general ones included. */
export async function logos(
  ctx: AppContext,
  kind: repository.LogoKind,
  provider: string | null,
  countryId: number,
): Promise<Schemas['LogoLink'][]> {
  return (await repository.findLogos(ctx.db, kind, provider, countryId)).map(presentLogo);
}

export async function logo(
  ctx: AppContext,
  kind: repository.LogoKind,
  provider: string | null,
  fileId: number,
): Promise<BinaryResult> {
  return publicImage(ctx, await repository.findLogoFile(ctx.db, kind, provider, fileId), 'id');
}
