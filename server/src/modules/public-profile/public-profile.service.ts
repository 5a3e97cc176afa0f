// The club's public-profile settings (docs/public-recognition.md#privacy): what it switches on,
// and the slug its public pages and badge are found by.
import { publicStanding } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../core/errors.ts';
import { today } from '../../core/today.ts';
import { presentPublicProfileSettings } from './public-profile.presenter.ts';
import * as repository from './public-profile.repository.ts';
import { slugCandidates } from './slug.ts';

type PublicContext = Pick<AppContext, 'db' | 'config'>;

/**
 * The organisation's public-profile row, made with a slug from its name the first time: when it
 * is first certified or first saves its settings. Never changes the slug of an existing row.
 */
export async function ensurePublicProfile(
  db: Executor,
  organisationId: number,
): Promise<repository.PublicProfileRow> {
  const existing = await repository.findProfile(db, organisationId);
  if (existing) return existing;
  const title = await repository.findTitle(db, organisationId);
  if (title === undefined) throw notFound('Organisation not found', 'id');
  for (const slug of slugCandidates(title, organisationId)) {
    if (await repository.insertProfile(db, organisationId, slug)) break;
  }
  const made = await repository.findProfile(db, organisationId);
  if (!made) throw new Error(`No slug could be made for organisation ${organisationId}`);
  return made;
}

export async function publicProfileSettings(
  ctx: PublicContext,
  access: OrganisationAccess,
): Promise<Schemas['PublicProfileSettings']> {
  const row = await repository.findProfile(ctx.db, access.organisationId);
  return presentPublicProfileSettings(row ?? null, ctx.config.appUrl);
}

/**
 * Only what was sent changes. Highlights replace the stored ones whole: each trimmed, a blank one
 * dropped (the contract already limits languages and lengths).
 */
export async function updatePublicProfileSettings(
  ctx: PublicContext,
  access: OrganisationAccess,
  body: Schemas['PublicProfileSettingsUpdate'],
): Promise<Schemas['PublicProfileSettings']> {
  const highlights =
    body.highlights &&
    Object.fromEntries(
      Object.entries(body.highlights)
        .map(([language, text]) => [language, (text ?? '').trim()] as const)
        .filter(([, text]) => text !== ''),
    );
  const row = await ctx.db.transaction((tx) =>
    setPublicProfile(tx, access.organisationId, {
      showFootprint: body.show_footprint,
      showHighlights: body.show_highlights,
      showInProcess: body.show_in_process,
      highlights,
    }),
  );
  return presentPublicProfileSettings(row ?? null, ctx.config.appUrl);
}

/** Saves what the organisation shows, making its row (and slug) first when it has none. */
export async function setPublicProfile(
  db: Executor,
  organisationId: number,
  values: repository.PublicProfileValues,
): Promise<repository.PublicProfileRow | undefined> {
  await ensurePublicProfile(db, organisationId);
  return repository.updateProfile(db, organisationId, values);
}

/**
 * Where the club's public profile and badge are, for the snippet on its own website
 * (docs/public-recognition.md#the-badge-on-the-clubs-website): only while its certificate holds,
 * so the club is never offered a badge that says "expired" or nothing at all.
 */
export async function certifiedProfileLinks(
  ctx: Pick<AppContext, 'db'> & { config: Pick<AppContext['config'], 'appUrl'> },
  organisationId: number,
): Promise<{ url: string; badgeUrl: string } | null> {
  const row = await repository.findCertifiedProfile(ctx.db, organisationId);
  if (!row) return null;
  const standing = publicStanding(
    {
      certified: row.certified,
      certifiedUntil: row.certifiedUntil,
      inProcessShown: false,
      everCertified: true,
    },
    today(),
  );
  if (standing !== 'certified' && standing !== 'renewal-due') return null;
  const { appUrl } = ctx.config;
  return { url: `${appUrl}/directory/${row.slug}`, badgeUrl: `${appUrl}/badge/${row.slug}.svg` };
}
