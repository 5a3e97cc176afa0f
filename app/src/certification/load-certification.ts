import type { QuestionSet } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { need } from '../api/need';
import { loadDocuments, type LibraryDocument } from '../documents';
import { readerLanguage } from '../i18n/reader-language';
import { loadReadiness, type CertificationReadiness } from '../insights';
import { requireActiveOrganisation } from '../routing/guards';
import type { AppServices } from '../services';
import type { ActiveOrganisation } from '../session/types';
import { questionPlaces, type QuestionPlace } from './question-places';

export type CertificationCase = Schemas['CertificationCase'];
export type CaseRequest = CertificationCase['requests'][number];
export type CaseFinding = CertificationCase['findings'][number];
export type ApplicationGap = Schemas['ApplicationGaps']['gaps'][number];
export type AnnualDataYear = Schemas['AnnualDataYear'];

export interface CertificationData {
  organisation: ActiveOrganisation;
  /** Owner and admins act on the case (docs/certification.md#access); every other member reads. */
  canAct: boolean;
  readiness: CertificationReadiness;
  /** The annual-data years, newest first: the application names one. */
  years: AnnualDataYear[];
  /** The organisation's newest case, null before its first application. */
  current: CertificationCase | null;
  /** The club's own library, offered as evidence; empty for members who only read. */
  documents: LibraryDocument[];
  /** Where each question a request names is answered, by id. */
  places: Map<number, QuestionPlace>;
  /** Each question set's title by id: a finding names the set it is about. */
  setTitles: Map<number, string>;
}

/** Acting on a case needs the organisation's details activity; the server checks it again (write). */
export function mayAct(organisation: ActiveOrganisation): boolean {
  return organisation.activities.includes('change-organisation-details');
}

const loadCases = (services: AppServices, orgId: number) =>
  need(services.api.GET('/api/organisation/{orgId}/certification/cases', { params: { path: { orgId } } }));

const loadCase = (services: AppServices, orgId: number, caseId: number) =>
  need(
    services.api.GET('/api/organisation/{orgId}/certification/cases/{caseId}', {
      params: { path: { orgId, caseId } },
    }),
  );

const loadYears = (services: AppServices, orgId: number) =>
  need(
    services.api.GET('/api/reviews/annual-data/organisation/{orgId}/years', { params: { path: { orgId } } }),
  );

/** The submitted question sets, in the reader's language, for the question texts of requests and findings. */
async function loadSubmittedSets(
  services: AppServices,
  orgId: number,
  current: CertificationCase | null,
): Promise<QuestionSet[]> {
  if (!current || current.requests.length === 0) return [];
  const setIds = [...new Set(current.submitted.map((set) => set.questionSetId))];
  return Promise.all(
    setIds.map(
      (setId) =>
        need(
          services.api.GET('/api/reviews/questions/{setId}/organisation/{orgId}', {
            params: { path: { setId, orgId }, query: { code: readerLanguage(services) } },
          }),
        ) as Promise<QuestionSet>,
    ),
  );
}

/**
 * The library for the document picker and the titles of documents already given: only the club's
 * own documents, not the provider's. A member who may not list the library reads the case without
 * the titles.
 */
async function loadLibrary(
  services: AppServices,
  current: CertificationCase | null,
): Promise<LibraryDocument[]> {
  if (!current || current.requests.length + current.findings.length === 0) return [];
  // The attachable documents are an offer: without them the page still shows the case and its requests.
  const { documents } = await loadDocuments(services).catch(() => ({ documents: [] }));
  return documents.filter((document) => !document.oncourse_document);
}

/**
 * /certification (docs/certification.md#screens): readiness, the annual-data years to apply for,
 * the newest case with its timeline, requests and findings, and what the club may pick as evidence.
 */
export async function loadCertification(services: AppServices): Promise<CertificationData> {
  const organisation = requireActiveOrganisation(services);
  const canAct = mayAct(organisation);
  const [readiness, years, cases] = await Promise.all([
    loadReadiness(services.api, organisation.id),
    loadYears(services, organisation.id),
    loadCases(services, organisation.id),
  ]);
  const newest = cases[0];
  const current = newest ? await loadCase(services, organisation.id, newest.id) : null;
  const [sets, documents] = await Promise.all([
    loadSubmittedSets(services, organisation.id, current),
    loadLibrary(services, current),
  ]);
  return {
    organisation,
    canAct,
    readiness,
    years,
    current,
    documents,
    places: questionPlaces(sets),
    setTitles: new Map([
      ...readiness.sections.map((section) => [section.questionSetId, section.questionSetTitle] as const),
      ...sets.map((set) => [set.id, set.title] as const),
    ]),
  };
}
