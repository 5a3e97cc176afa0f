import type { Schemas } from '@oncourse/openapi';
import { notFound } from '@tanstack/react-router';
import type { AppServices } from '../services';
import { need } from '../api/need';
import { requireActiveOrganisation } from '../routing/guards';
import { organisationsAtom } from '../session/atoms';
import { readerLanguage } from '../i18n/reader-language';

export type ContentSection = Schemas['ContentSection'];
export type Content = Schemas['Content'];

/** The slugs of the three improve areas (docs/improve.md#screens: reports, recognition, support planning). */
export const IMPROVE_SLUGS = {
  reports: 'oncourse-reports',
  recognition: 'recognition',
  supportPlanning: 'support-planning',
} as const;

export interface SectionPage {
  section: ContentSection;
  /** Every section of the organisation (for the improve tiles). */
  sections: ContentSection[];
  content: Content[];
}

export interface ContentPage {
  section: ContentSection;
  content: Content;
}

/** The section a path names: `/section/{sectionSlug}` takes the slug, as every link writes it, or the id. */
export function findSection(sections: readonly ContentSection[], ref: string): ContentSection | undefined {
  return sections.find((section) => String(section.id) === ref || section.slug === ref);
}

/** The organisation and language the content is read for. */
function reader(services: AppServices) {
  const organisation = requireActiveOrganisation(services);
  const language = readerLanguage(services);
  const countryId = services.store
    .get(organisationsAtom)
    ?.find((candidate) => candidate.id === organisation.id)?.countryId;
  return { organisation, language, countryId: countryId ?? null };
}

function loadSections(services: AppServices, orgId: number, lang: string): Promise<ContentSection[]> {
  return need(
    services.api.GET('/api/content/sections/languages/{lang}', {
      params: { path: { lang }, query: { orgId } },
    }),
  );
}

function loadSectionContent(services: AppServices, sectionId: number, orgId: number, lang: string) {
  return need(
    services.api.GET('/api/content/section/{sectionId}/languages/{lang}/organisation/{orgId}', {
      params: { path: { sectionId, lang, orgId } },
    }),
  );
}

/**
 * The content of the section a path names, by its slug or (a path of digits) its id: either needs
 * nothing from the list of sections, so both are asked for at once (docs/improve.md#calls).
 */
function loadContentOf(services: AppServices, ref: string, orgId: number, lang: string) {
  // What no slug can be names no section: not found, as the server would say.
  if (!/^[a-z0-9-]{1,200}$/.test(ref)) return Promise.reject(notFound());
  if (/^\d+$/.test(ref)) return loadSectionContent(services, Number(ref), orgId, lang);
  return need(
    services.api.GET('/api/content/section/slug/{sectionSlug}/languages/{lang}/organisation/{orgId}', {
      params: { path: { sectionSlug: ref, lang, orgId } },
    }),
  );
}

/** `/section/{sectionSlug}` (docs/improve.md#screens): the section and its content, by sortcode. Unknown → not found. */
export async function loadSectionPage(services: AppServices, ref: string): Promise<SectionPage> {
  const { organisation, language } = reader(services);
  const [sections, content] = await Promise.all([
    loadSections(services, organisation.id, language),
    loadContentOf(services, ref, organisation.id, language),
  ]);
  const section = findSection(sections, ref);
  if (!section) throw notFound();
  return { section, sections, content };
}

/**
 * `/section/{sectionSlug}/{contentSlug}` (docs/improve.md#screens): one content page, the organisation's country
 * variant first. Without a known country the section's content (read for the organisation's own
 * country on the server) is searched instead.
 */
export async function loadContentPage(
  services: AppServices,
  ref: string,
  slug: string,
): Promise<ContentPage> {
  const { organisation, language, countryId } = reader(services);
  const section = findSection(await loadSections(services, organisation.id, language), ref);
  if (!section) throw notFound();
  if (countryId === null) {
    const content = (await loadSectionContent(services, section.id, organisation.id, language)).find(
      (candidate) => candidate.slug === slug,
    );
    if (!content) throw notFound();
    return { section, content };
  }
  const { data, response } = await services.api.GET(
    '/api/content/slug/{slug}/languages/{lang}/countries/{country}/section/{sectionId}/organisation/{orgId}',
    {
      params: {
        path: { slug, lang: language, country: countryId, sectionId: section.id, orgId: organisation.id },
      },
    },
  );
  if (response.status === 404 || response.status === 400) throw notFound();
  if (!data) throw new Error('The content could not be loaded');
  return { section, content: data.data };
}

/**
 * `/section/{sectionSlug}/support-planning`: the support-planning section's content, reached from any
 * improve section (which the page links back to).
 */
export async function loadSupportPlanning(
  services: AppServices,
  ref: string,
): Promise<SectionPage & { from: ContentSection }> {
  const { organisation, language } = reader(services);
  const [sections, content] = await Promise.all([
    loadSections(services, organisation.id, language),
    loadContentOf(services, IMPROVE_SLUGS.supportPlanning, organisation.id, language),
  ]);
  const from = findSection(sections, ref);
  const section = findSection(sections, IMPROVE_SLUGS.supportPlanning);
  if (!from || !section) throw notFound();
  return { section, sections, content, from };
}
