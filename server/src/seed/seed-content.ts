// Provider content: improve sections and items, dashboard tiles, page content, logos and
// OnCourse documents. Fixture rows are upserted by id; files are stored once per content hash.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  contentItemDocuments,
  contentItems,
  contentSections,
  contentTranslations,
  maintenanceNotices,
  notices,
  providerDocuments,
  providerLogos,
  storedFiles,
  tiles,
  type Translated,
} from '../db/schema/index.ts';
import { syncChildren, syncIdentity } from './batch.ts';
import type { FixtureSource } from './fixture-source.ts';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

const mimeTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

function mimeTypeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
  return mimeTypes[extension] ?? 'application/octet-stream';
}

/** Stores a fixture file once (same bytes and name → same row) and returns its id. */
async function storeFixtureFile(
  db: Executor,
  fixtures: FixtureSource,
  path: string,
  mimeType = mimeTypeOf(path),
): Promise<number> {
  const data = fixtures.contentFile(path);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const filename = basename(path);
  const [existing] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.sha256, sha256),
        eq(storedFiles.filename, filename),
        isNull(storedFiles.ownerUserId),
      ),
    );
  if (existing) return existing.id;
  const [inserted] = await db
    .insert(storedFiles)
    .values({ filename, mimeType, sizeBytes: data.length, sha256, data })
    .returning({ id: storedFiles.id });
  return inserted!.id;
}

/** Everything of fixtures/content. */
export async function seedContent(
  db: Executor,
  fixtures: FixtureSource,
  countryIds: Map<string, number>,
): Promise<void> {
  const content = fixtures.content();
  const countryId = (code: string | null) => (code === null ? null : (countryIds.get(code) ?? null));
  const translations = Object.entries(fixtures.translations());
  // The fixtures hold English; each language's wording comes from fixtures/translations/<lang>/content.json
  // by content key (docs/languages-units-themes.md#content), stored beside it so a reader's language is one lookup.
  const inLanguages = (key: string, english: string): Translated => {
    const texts: Translated = english ? { en: english } : {};
    for (const [language, byKey] of translations) {
      const text = byKey[key];
      if (text) texts[language] = text;
    }
    return texts;
  };

  if (content.sections.length > 0) {
    await db
      .insert(contentSections)
      .values(
        content.sections.map(({ id, slug, name, organisationType, sortOrder }) => ({
          id,
          slug,
          name: inLanguages(`contentSection.${id}.name`, name),
          organisationType,
          sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: contentSections.id,
        set: {
          slug: excluded('slug'),
          name: excluded('name'),
          organisationType: excluded('organisation_type'),
          sortOrder: excluded('sort_order'),
        },
        setWhere: sql`(${contentSections.slug}, ${contentSections.name}, ${contentSections.organisationType}, ${contentSections.sortOrder})
          is distinct from (excluded.slug, excluded.name, excluded.organisation_type, excluded.sort_order)`,
      });
  }

  const sectionItems = [];
  for (const section of content.sections) {
    for (const item of section.items) {
      sectionItems.push({
        id: item.id,
        sectionId: section.id,
        slug: item.slug,
        title: inLanguages(`contentItem.${item.id}.title`, item.title),
        teaser: inLanguages(`contentItem.${item.id}.teaser`, item.teaser),
        body: inLanguages(`contentItem.${item.id}.body`, item.body),
        sortcode: item.sortcode,
        imageFileId: item.image ? await storeFixtureFile(db, fixtures, item.image) : null,
        page: null,
        position: null,
      });
    }
  }
  const items = [
    ...sectionItems,
    ...content.pages.map((page) => ({
      id: page.id,
      sectionId: null,
      slug: page.slug,
      title: inLanguages(`page.${page.id}.title`, page.title),
      teaser: {},
      body: inLanguages(`page.${page.id}.body`, page.body),
      sortcode: 0,
      imageFileId: null,
      page: page.page,
      position: page.position,
    })),
  ];
  if (items.length > 0) {
    await db
      .insert(contentItems)
      .values(items)
      .onConflictDoUpdate({
        target: contentItems.id,
        set: {
          sectionId: excluded('section_id'),
          slug: excluded('slug'),
          title: excluded('title'),
          teaser: excluded('teaser'),
          body: excluded('body'),
          sortcode: excluded('sortcode'),
          imageFileId: excluded('image_file_id'),
          page: excluded('page'),
          position: excluded('position'),
        },
        // Published by staff (docs/programme-console.md#content): theirs from then on, whatever the fixtures say.
        setWhere: sql`${contentItems.publishedAt} is null and (${contentItems.sectionId}, ${contentItems.slug}, ${contentItems.title}, ${contentItems.teaser}, ${contentItems.body}, ${contentItems.sortcode}, ${contentItems.imageFileId}, ${contentItems.page}, ${contentItems.position})
          is distinct from (excluded.section_id, excluded.slug, excluded.title, excluded.teaser, excluded.body, excluded.sortcode, excluded.image_file_id, excluded.page, excluded.position)`,
      });
  }

  for (const section of content.sections) {
    for (const item of section.items) {
      const documentRows = [];
      for (const [index, document] of item.documents.entries()) {
        documentRows.push({
          contentItemId: item.id,
          name: document.name,
          fileType: document.fileType,
          fileId: await storeFixtureFile(db, fixtures, document.file),
          sortOrder: index,
        });
      }
      await syncChildren(
        db,
        contentItemDocuments,
        { column: contentItemDocuments.contentItemId, id: item.id },
        { column: contentItemDocuments.name, values: item.documents.map((document) => document.name) },
        documentRows,
      );
      // syncChildren keeps rows it already has; a changed file or order is written here.
      for (const row of documentRows) {
        await db
          .update(contentItemDocuments)
          .set({ fileType: row.fileType, fileId: row.fileId, sortOrder: row.sortOrder })
          .where(
            and(
              eq(contentItemDocuments.contentItemId, row.contentItemId),
              eq(contentItemDocuments.name, row.name),
              sql`(${contentItemDocuments.fileType}, ${contentItemDocuments.fileId}, ${contentItemDocuments.sortOrder}) is distinct from (${row.fileType}, ${row.fileId}::integer, ${row.sortOrder}::integer)`,
            ),
          );
      }
    }
  }

  if (content.tiles.length > 0) {
    const tileRows = [];
    for (const tile of content.tiles) {
      tileRows.push({
        id: tile.id,
        name: tile.name,
        title: inLanguages(`tile.${tile.id}.title`, tile.title),
        description: inLanguages(`tile.${tile.id}.description`, tile.description),
        link: tile.link,
        imageFileId: tile.image ? await storeFixtureFile(db, fixtures, tile.image) : null,
        organisationType: tile.organisationType,
        sortOrder: tile.sortOrder,
      });
    }
    await db
      .insert(tiles)
      .values(tileRows)
      .onConflictDoUpdate({
        target: tiles.id,
        set: {
          name: excluded('name'),
          title: excluded('title'),
          description: excluded('description'),
          link: excluded('link'),
          imageFileId: excluded('image_file_id'),
          organisationType: excluded('organisation_type'),
          sortOrder: excluded('sort_order'),
        },
        setWhere: sql`${tiles.publishedAt} is null and (${tiles.name}, ${tiles.title}, ${tiles.description}, ${tiles.link}, ${tiles.imageFileId}, ${tiles.organisationType}, ${tiles.sortOrder})
          is distinct from (excluded.name, excluded.title, excluded.description, excluded.link, excluded.image_file_id, excluded.organisation_type, excluded.sort_order)`,
      });
  }

  for (const logo of content.logos) {
    const fileId = await storeFixtureFile(db, fixtures, logo.file);
    const row = {
      id: logo.id,
      kind: logo.kind,
      provider: logo.provider,
      countryId: countryId(logo.country),
      title: logo.title,
      link: logo.link,
      fileId,
      sortOrder: logo.sortOrder,
    };
    await db
      .insert(providerLogos)
      .values(row)
      .onConflictDoUpdate({
        target: providerLogos.id,
        set: row,
        setWhere: sql`(${providerLogos.kind}, ${providerLogos.provider}, ${providerLogos.countryId}, ${providerLogos.title}, ${providerLogos.link}, ${providerLogos.fileId}, ${providerLogos.sortOrder})
          is distinct from (excluded.kind, excluded.provider, excluded.country_id, excluded.title, excluded.link, excluded.file_id, excluded.sort_order)`,
      });
  }
  if (content.logos.length > 0) await syncIdentity(db, providerLogos);

  for (const document of content.providerDocuments) {
    const fileId = await storeFixtureFile(db, fixtures, document.file, document.mimeType);
    const row = {
      id: document.id,
      title: document.title,
      description: document.description,
      location: document.location,
      organisationType: document.organisationType,
      countryId: countryId(document.country),
      language: document.language,
      filename: basename(document.file),
      fileId,
    };
    await db
      .insert(providerDocuments)
      .values(row)
      .onConflictDoUpdate({
        target: providerDocuments.id,
        set: row,
        // The fixtures are the starting set: a document staff changed or retired in the console is
        // theirs from then on (docs/programme-console.md#documents), and no deploy rewrites it.
        setWhere: sql`${providerDocuments.updatedAt} is null and (${providerDocuments.title}, ${providerDocuments.description}, ${providerDocuments.location}, ${providerDocuments.organisationType}, ${providerDocuments.countryId}, ${providerDocuments.language}, ${providerDocuments.filename}, ${providerDocuments.fileId})
          is distinct from (excluded.title, excluded.description, excluded.location, excluded.organisation_type, excluded.country_id, excluded.language, excluded.filename, excluded.file_id)`,
      });
  }
  if (content.providerDocuments.length > 0) await syncIdentity(db, providerDocuments);
}

/**
 * Records a notice for each provider document not retired, improvement content item (an item in a section) and
 * active maintenance notice that has none yet; existing notices are left as they are, so a user who
 * opened one keeps it read. A database that has no notices yet (first seed, or one upgraded to this
 * version) gets them dated at the epoch: what was there before is nobody's news, and the badge counts
 * only notices newer than the user's account.
 */
export async function recordNotices(db: Executor): Promise<void> {
  // A notice keeps a document's wording in every language it is translated into, as an improvement's does.
  const translationsOf = (key: SQL) =>
    sql`coalesce((select jsonb_object_agg(t.language, t.text) from ${contentTranslations} t where t.key = ${key}), '{}'::jsonb)`;
  const [existing] = await db.select({ id: notices.id }).from(notices).limit(1);
  const at = existing ? sql`now()` : sql`'epoch'::timestamptz`;
  await db.execute(sql`
    insert into ${notices} (kind, source_id, title, body, link, organisation_type, country_id, created_at)
    select 'document', d.id, jsonb_build_object('en', d.title) || ${translationsOf(sql`'providerDocument.' || d.id || '.title'`)},
      case when coalesce(d.description, '') = '' then '{}'::jsonb
        else jsonb_build_object('en', d.description) || ${translationsOf(sql`'providerDocument.' || d.id || '.description'`)} end,
      null, d.organisation_type, d.country_id, ${at}
    from ${providerDocuments} d where d.retired_at is null
    union all
    select 'improvement', i.id, i.title, i.teaser, '/section/' || s.slug || '/' || i.slug,
      s.organisation_type, i.country_id, ${at}
    from ${contentItems} i join ${contentSections} s on s.id = i.section_id
    union all
    select 'maintenance', m.id, '{}'::jsonb,
      case when coalesce(m.message, '') = '' then '{}'::jsonb else jsonb_build_object('en', m.message) end,
      null, null, null, ${at}
    from ${maintenanceNotices} m where m.active
    on conflict (kind, source_id) where user_id is null do nothing`);
}
