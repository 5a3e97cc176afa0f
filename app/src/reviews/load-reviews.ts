import { siteHectares, type AnswerMap, type QuestionSet, type Section } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { notFound } from '@tanstack/react-router';
import type { AppServices } from '../services';
import { need } from '../api/need';
import { requireActiveOrganisation } from '../routing/guards';
import type { ActiveOrganisation } from '../session/types';
import type { Draft } from './draft-store';
import { deviceDrafts } from './drafts';
import { loadYearInsights, type YearInsights } from '../insights';
import { readerLanguage } from '../i18n/reader-language';
import { activeOrganisationAtom } from '../session/atoms';

export type AnswerSet = Schemas['VersionedAnswerSet'];
export type BestPracticeProgress = Schemas['BestPracticeProgress'];
export type AnnualDataYear = Schemas['AnnualDataYear'];
export type YearOption = Schemas['YearOption'];
export type ReviewReferenceData = Schemas['ReviewReferenceData'];
export type ReviewLinks = Schemas['ReviewLinks'];

function languageOf(services: AppServices): string {
  return readerLanguage(services);
}

const loadLinks = (services: AppServices, orgId: number) =>
  need(services.api.GET('/api/reviews/links/organisation/{orgId}', { params: { path: { orgId } } }));

const loadProgress = (services: AppServices, orgId: number) =>
  need(services.api.GET('/api/reviews/progress/organisation/{orgId}', { params: { path: { orgId } } }));

const loadReferenceData = (services: AppServices, orgId: number) =>
  need(
    services.api.GET('/api/reviews/questions/reference-data', {
      params: { query: { languageId: languageOf(services), orgId } },
    }),
  );

const loadBestPracticeQuestions = (services: AppServices, orgId: number, bestPracticeId: number) =>
  need(
    services.api.GET(
      '/api/reviews/questions/best-practice/{bestPracticeId}/organisation/{orgId}/languages/{lang}',
      {
        params: { path: { bestPracticeId, orgId, lang: languageOf(services) } },
      },
    ),
  ) as Promise<QuestionSet>;

/** By the slug the page's URL names, so it is asked for with the answers, not after the links. */
const loadBestPracticeQuestionsBySlug = (services: AppServices, orgId: number, slug: string) =>
  need(
    services.api.GET(
      '/api/reviews/questions/best-practice/slug/{slug}/organisation/{orgId}/languages/{lang}',
      {
        params: { path: { slug, orgId, lang: languageOf(services) } },
      },
    ),
  ) as Promise<QuestionSet>;

/** The answer set of a best practice by slug (null before its first save). */
const loadBestPracticeAnswersBySlug = async (services: AppServices, orgId: number, slug: string) =>
  (
    await need(
      services.api.POST('/api/reviews/answers/organisation/{orgId}', {
        params: { path: { orgId } },
        body: { slugs: [slug] },
      }),
    )
  )[0] ?? null;

/** The organisation type's annual-data set: each type has one, so no id is needed to ask for it. */
const loadAnnualQuestions = (services: AppServices, orgId: number) =>
  need(
    services.api.GET('/api/reviews/annual-data/organisation/{orgId}/questions', {
      params: { path: { orgId }, query: { code: languageOf(services) } },
    }),
  ) as Promise<QuestionSet>;

const loadAnnualAnswers = (services: AppServices, orgId: number, year: number) =>
  need(
    services.api.GET('/api/reviews/annual-data/organisation/{orgId}/years/{year}/answers', {
      params: { path: { orgId, year } },
    }),
  );

const loadQuestionSet = (services: AppServices, orgId: number, setId: number) =>
  need(
    services.api.GET('/api/reviews/questions/{setId}/organisation/{orgId}', {
      params: { path: { setId, orgId }, query: { code: languageOf(services) } },
    }),
  ) as Promise<QuestionSet>;

const loadAnswerSet = (services: AppServices, orgId: number, questionSetId: number, year: number | null) =>
  need(
    services.api.GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
      params: { path: { questionId: questionSetId, orgId }, query: year === null ? {} : { year } },
    }),
  );

const loadYears = (services: AppServices, orgId: number) =>
  need(
    services.api.GET('/api/reviews/annual-data/organisation/{orgId}/years', { params: { path: { orgId } } }),
  );

const loadYearOptions = (services: AppServices, organisation: ActiveOrganisation) =>
  need(
    services.api.GET(
      organisation.type === 'TOURNAMENT'
        ? '/api/reviews/annual-data/tournaments/year'
        : '/api/reviews/annual-data/facilities/year',
    ),
  );

/** /review/best-practice and /review/{reviewType}: every best practice with its progress. */
export async function loadBestPractices(services: AppServices): Promise<BestPracticeProgress[]> {
  return loadProgress(services, requireActiveOrganisation(services).id);
}

/** /review/{reviewType}: the best practice of that review type (or slug). */
export async function loadReviewLanding(
  services: AppServices,
  reviewType: string,
): Promise<BestPracticeProgress> {
  const practice = (await loadBestPractices(services)).find(
    (candidate) => candidate.reviewType === reviewType || candidate.slug === reviewType,
  );
  if (!practice) throw notFound();
  return practice;
}

/** One best practice's question set and the organisation's answers to it. */
export interface Category {
  questionSet: QuestionSet;
  answerSet: AnswerSet | null;
}

/** /review/{reviewType}/summary: every best practice (a tab each) with its answers. */
export async function loadSummary(services: AppServices): Promise<Category[]> {
  const organisation = requireActiveOrganisation(services);
  const links = await loadLinks(services, organisation.id);
  const [questionSets, answerSets] = await Promise.all([
    Promise.all(
      links.bestPractices.map(({ id }) => loadBestPracticeQuestions(services, organisation.id, id)),
    ),
    links.bestPractices.length === 0
      ? []
      : need(
          services.api.POST('/api/reviews/answers/organisation/{orgId}', {
            params: { path: { orgId: organisation.id } },
            body: { slugs: links.bestPractices.map(({ slug }) => slug) },
          }),
        ),
  ]);
  return questionSets.map((questionSet) => ({
    questionSet,
    answerSet: answerSets.find((set) => set.questionSetId === questionSet.id) ?? null,
  }));
}

/** What a page of questions needs: the set, the saved answers, and how to render them here. */
export interface SectionData {
  organisationId: number;
  questionSet: QuestionSet;
  answerSet: AnswerSet | null;
  reference: ReviewReferenceData;
  year: number | null;
  /** Answers typed on this device and not saved yet. */
  drafts: ReadonlyMap<string, Draft>;
  /** Annual data: last year's answers, for the anomaly hint while typing (docs/annual-data.md#behaviour). */
  previousAnswers?: AnswerMap;
  /** Annual data: the site's hectares from the baseline review, for the plausibility hint (docs/annual-data.md#input-rules). */
  siteHectares?: number | null;
  /**
   * Asks for the answers again after a save, so the copy on this device is what the server holds
   * now: the page opened again offline shows the saved answers (docs/offline.md#what-is-kept).
   */
  refreshCopy?: () => Promise<unknown>;
}

/** A section page's data with the section its URL names. */
export type SectionPageData = SectionData & { section: Section };

/** The section of a URL in the loaded set; a section it lacks, or an inactive one, is not found. */
function sectionOf(questionSet: QuestionSet, sectionId: string): Section {
  const section = questionSet.sections.find(
    (candidate) => String(candidate.id) === sectionId && candidate.active,
  );
  if (!section) throw notFound();
  return section;
}

/** The best-practice detail page: the set whose slug is `practiceSlug`, its answers and reference data. */
export async function loadBestPracticeSection(
  services: AppServices,
  practiceSlug: string,
  sectionId: string,
): Promise<SectionPageData> {
  const organisation = requireActiveOrganisation(services);
  // All by the URL's slug and at once: one round trip (an unknown slug is the set's 404).
  const [questionSet, answerSet, reference] = await Promise.all([
    loadBestPracticeQuestionsBySlug(services, organisation.id, practiceSlug),
    loadBestPracticeAnswersBySlug(services, organisation.id, practiceSlug),
    loadReferenceData(services, organisation.id),
  ]);
  const section = sectionOf(questionSet, sectionId);
  const drafts = await deviceDrafts.load({
    organisationId: organisation.id,
    questionSetId: questionSet.id,
    year: null,
  });
  return {
    organisationId: organisation.id,
    questionSet,
    section,
    answerSet,
    reference,
    year: null,
    drafts,
    refreshCopy: () => loadBestPracticeAnswersBySlug(services, organisation.id, practiceSlug),
  };
}

/** /annual-review/{reviewType}: best-practice cards, the organisation's years and the years it may add. */
export interface AnnualReviewData {
  bestPractices: BestPracticeProgress[];
  years: AnnualDataYear[];
  yearOptions: YearOption[];
}

export async function loadAnnualReview(services: AppServices): Promise<AnnualReviewData> {
  const organisation = requireActiveOrganisation(services);
  const [bestPractices, years, yearOptions] = await Promise.all([
    loadProgress(services, organisation.id),
    loadYears(services, organisation.id),
    loadYearOptions(services, organisation),
  ]);
  return { bestPractices, years, yearOptions };
}

/** An annual-data year: its set, answers, the organisation's years and the years it may add. */
export interface AnnualYearData {
  organisationId: number;
  questionSet: QuestionSet;
  answerSet: AnswerSet | null;
  years: AnnualDataYear[];
  yearOptions: YearOption[];
  year: number;
  /** The footprint and charts below the sections, still on their way. */
  insights: YearInsights;
}

function parseYear(text: string): number {
  const year = Number(text);
  if (!Number.isInteger(year) || year < 1900 || year > 2100) throw notFound();
  return year;
}

async function annualSetId(services: AppServices, orgId: number): Promise<number> {
  const links = await loadLinks(services, orgId);
  if (!links.annualData) throw notFound();
  return links.annualData.id;
}

/** /annual-review/{reviewType}/{year}. */
export async function loadAnnualYear(services: AppServices, yearText: string): Promise<AnnualYearData> {
  const year = parseYear(yearText);
  const organisation = requireActiveOrganisation(services);
  // Asked at once and not awaited: the sections show first, the footprint and charts when they come.
  const insights = loadYearInsights(services.api, organisation.id, year);
  // The set and the year's answers need no id from the links: every request starts at once.
  const [questionSet, answerSet, years, yearOptions] = await Promise.all([
    loadAnnualQuestions(services, organisation.id),
    loadAnnualAnswers(services, organisation.id, year),
    loadYears(services, organisation.id),
    loadYearOptions(services, organisation),
  ]);
  return {
    organisationId: organisation.id,
    questionSet,
    answerSet,
    years,
    yearOptions,
    year,
    insights,
  };
}

/**
 * The baseline review's answers (the site's area), or null: only a hint depends on them, so a
 * facility without a baseline (or a failed read) simply gets no per-hectare hint.
 */
async function loadBaselineAnswers(services: AppServices, organisation: ActiveOrganisation) {
  if (organisation.type !== 'FACILITY') return null;
  try {
    const { data } = await services.api.POST('/api/reviews/answers/organisation/{orgId}', {
      params: { path: { orgId: organisation.id } },
      body: { slugs: ['baseline'] },
    });
    return data?.data[0]?.answers ?? null;
  } catch {
    // Without the baseline's answers the annual review shows no comparison, as for a first year.
    return null;
  }
}

/** An annual-data section page: like a best-practice section, for one year. */
export async function loadAnnualSection(
  services: AppServices,
  yearText: string,
  sectionId: string,
): Promise<SectionPageData & { year: number }> {
  const year = parseYear(yearText);
  const organisation = requireActiveOrganisation(services);
  const setId = await annualSetId(services, organisation.id);
  const [questionSet, answerSet, reference, drafts, lastYear, baseline] = await Promise.all([
    loadQuestionSet(services, organisation.id, setId),
    loadAnswerSet(services, organisation.id, setId, year),
    loadReferenceData(services, organisation.id),
    deviceDrafts.load({ organisationId: organisation.id, questionSetId: setId, year }),
    loadAnswerSet(services, organisation.id, setId, year - 1),
    loadBaselineAnswers(services, organisation),
  ]);
  const previousAnswers = lastYear?.answers ?? {};
  const hectares = baseline ? siteHectares(baseline, reference.measurementUnit) : null;
  return {
    organisationId: organisation.id,
    questionSet,
    section: sectionOf(questionSet, sectionId),
    answerSet,
    reference,
    year,
    drafts,
    previousAnswers,
    siteHectares: hectares,
    refreshCopy: () => loadAnswerSet(services, organisation.id, setId, year),
  };
}

/**
 * Asks, one request at a time, for what every section of the active organisation's question sets
 * needs, with the section pages' own requests: the API client keeps each answer in the user's copy
 * on this device, so those sections open offline too, opened before or not (docs/offline.md#what-is-kept).
 * Annual data: the year pages, each year's answers and the year before it (its hints). A failure
 * skips that one.
 */
export async function keepSectionsOnDevice(services: AppServices): Promise<void> {
  const organisation = services.store.get(activeOrganisationAtom);
  if (!organisation) return;
  // Only with a server to ask (the browser may think it is online without a network): a request
  // the copy cannot answer would otherwise count as the server being down.
  // A health check that fails is a server not to ask now: the copy is kept another time.
  if (!(await services.checkHealth().catch(() => false))) return;
  const orgId = organisation.id;
  // Keeping a copy is done in the background: a page not kept now is fetched when it opens.
  const quietly = (load: () => Promise<unknown>) => load().catch(() => undefined);
  // A list that cannot be read leaves its pages unkept: they are fetched when they open.
  const [progress, years, links] = await Promise.all([
    loadProgress(services, orgId).catch(() => [] as BestPracticeProgress[]),
    loadYears(services, orgId).catch(() => [] as AnnualDataYear[]),
    loadLinks(services, orgId).catch(() => null),
  ]);
  const loads: (() => Promise<unknown>)[] = [() => loadReferenceData(services, orgId)];
  for (const { slug } of progress) {
    loads.push(
      () => loadBestPracticeQuestionsBySlug(services, orgId, slug),
      () => loadBestPracticeAnswersBySlug(services, orgId, slug),
    );
  }
  const annual = links?.annualData?.id;
  if (annual !== undefined) {
    // The year pages the sections are reached from, then the sections' own requests.
    loads.push(
      () => loadAnnualQuestions(services, orgId),
      () => loadYearOptions(services, organisation),
      ...years.map(
        ({ year }) =>
          () =>
            loadAnnualAnswers(services, orgId, year),
      ),
    );
    loads.push(() => loadQuestionSet(services, orgId, annual));
    const wanted = new Set(years.flatMap(({ year }) => [year, year - 1]));
    for (const year of wanted) loads.push(() => loadAnswerSet(services, orgId, annual, year));
  }
  if (organisation.type === 'FACILITY') loads.push(() => loadBaselineAnswers(services, organisation));
  for (const load of loads) {
    // Stops when the session ends or changes: nothing is fetched into another user's copy.
    if (services.store.get(activeOrganisationAtom)?.id !== orgId) return;
    await quietly(load);
  }
}
