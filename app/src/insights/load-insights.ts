import type { Schemas } from '@oncourse/openapi';
import { NO_SERVER_CHECK_HEADERS } from '../api/auth-middleware';
import type { ApiClient } from '../api/client';

// The footprint and its charts are panels beside the page that say themselves when they failed:
// without a network (the page itself read from the device) they never open the server-down page
// (docs/offline.md#what-is-kept).
const headers = NO_SERVER_CHECK_HEADERS;

export type CarbonFootprint = Schemas['CarbonFootprint'];
export type FootprintLine = Schemas['FootprintLine'];
export type PublishedFactor = Schemas['PublishedFactor'];
export type AnnualDataSeries = Schemas['AnnualDataSeries'];
export type CertificationReadiness = Schemas['CertificationReadiness'];
export type FootprintYear = Schemas['FootprintYear'];
export type QuestionLink = Schemas['InsightQuestionLink'];

/**
 * The footprint of a year (the newest without one), with well-to-tank emissions when asked for;
 * null when there is no annual data for it.
 */
export async function loadFootprint(
  api: ApiClient,
  orgId: number,
  year?: number,
  wellToTank = false,
): Promise<CarbonFootprint | null> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/footprint', {
    headers,
    params: {
      path: { orgId },
      query: { ...(year === undefined ? {} : { year }), ...(wellToTank ? { wellToTank } : {}) },
    },
  });
  if (data) return data.data;
  if (response.status === 404) return null;
  throw new Error(`The footprint answered ${response.status}`);
}

export async function loadSeries(api: ApiClient, orgId: number): Promise<AnnualDataSeries> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/series', {
    headers,
    params: { path: { orgId } },
  });
  if (!data) throw new Error(`The series answered ${response.status}`);
  return data.data;
}

/**
 * Every year's footprint totals, oldest first, for the chart of the years; null when they cannot
 * be had, so the rest of a page shows without the chart.
 */
export async function loadFootprintYears(api: ApiClient, orgId: number): Promise<FootprintYear[] | null> {
  const { data } = await api
    .GET('/api/insights/organisation/{orgId}/footprints', { headers, params: { path: { orgId } } })
    // Without the years' totals the chart of years is left out; the year's own footprint still shows.
    .catch(() => ({ data: undefined }));
  return data ? data.data : null;
}

export async function loadReadiness(api: ApiClient, orgId: number): Promise<CertificationReadiness> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/readiness', {
    params: { path: { orgId } },
  });
  if (!data) throw new Error(`Readiness answered ${response.status}`);
  return data.data;
}

/**
 * The dashboard card's figures: readiness, the newest footprint and every year's totals (null
 * without them); null when readiness or the footprint cannot be had.
 */
export type DashboardInsights = Promise<
  [CertificationReadiness, CarbonFootprint | null, FootprintYear[] | null] | null
>;

/**
 * Started by the dashboard's loader and kept in its data: a page that renders again while it waits
 * (for an image, a chunk) reuses this one request instead of asking again each time.
 */
export function loadDashboardInsights(api: ApiClient, orgId: number): DashboardInsights {
  return Promise.all([
    loadReadiness(api, orgId),
    loadFootprint(api, orgId),
    loadFootprintYears(api, orgId),
  // The dashboard's insights card is left out when its figures cannot be had; the rest of the page shows.
  ]).catch(() => null);
}

/** A year's footprint, every year's series and footprint totals, started by the year page's loader (as above). */
export type YearInsights = Promise<[CarbonFootprint | null, AnnualDataSeries, FootprintYear[] | null]>;

export function loadYearInsights(api: ApiClient, orgId: number, year: number): YearInsights {
  const pending: YearInsights = Promise.all([
    loadFootprint(api, orgId, year),
    loadSeries(api, orgId),
    loadFootprintYears(api, orgId),
  ]);
  // Read when the panel renders; until then a failure must not count as unhandled.
  pending.catch(() => undefined);
  return pending;
}

/** What the footprint of `year` is computed from besides its answers, with only the factors it reads. */
export async function loadFootprintBasis(
  api: ApiClient,
  orgId: number,
  year: number,
): Promise<Schemas['FootprintBasis']> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/footprint/basis', {
    headers,
    params: { path: { orgId }, query: { year } },
  });
  if (!data) throw new Error(`The footprint basis answered ${response.status}`);
  return data.data;
}
