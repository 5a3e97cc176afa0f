import type { Schemas } from '@oncourse/openapi';
import type { ApiClient } from '../api/client';

export type CarbonFootprint = Schemas['CarbonFootprint'];
export type AnnualDataSeries = Schemas['AnnualDataSeries'];
export type CertificationReadiness = Schemas['CertificationReadiness'];
export type QuestionLink = Schemas['InsightQuestionLink'];

/** The footprint of a year (the newest without one); null when there is no annual data for it. */
export async function loadFootprint(
  api: ApiClient,
  orgId: number,
  year?: number,
): Promise<CarbonFootprint | null> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/footprint', {
    params: { path: { orgId }, query: year === undefined ? {} : { year } },
  });
  if (data) return data.data;
  if (response.status === 404) return null;
  throw new Error(`The footprint answered ${response.status}`);
}

export async function loadSeries(api: ApiClient, orgId: number): Promise<AnnualDataSeries> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/series', {
    params: { path: { orgId } },
  });
  if (!data) throw new Error(`The series answered ${response.status}`);
  return data.data;
}

export async function loadReadiness(api: ApiClient, orgId: number): Promise<CertificationReadiness> {
  const { data, response } = await api.GET('/api/insights/organisation/{orgId}/readiness', {
    params: { path: { orgId } },
  });
  if (!data) throw new Error(`Readiness answered ${response.status}`);
  return data.data;
}
