import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countries, courses, facilityDetails, organisations } from '../../db/schema/index.ts';

/** What the insights need of an organisation: its profile for the report and its size for the per-hole and per-hectare figures. */
export async function findOrganisationFacts(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      title: organisations.title,
      type: organisations.type,
      address1: organisations.address1,
      address2: organisations.address2,
      city: organisations.city,
      postZipCode: organisations.postZipCode,
      countryCode: countries.code,
      countryTitle: countries.title,
      measurementUnit: organisations.measurementUnit,
      currency: organisations.currency,
      totalArea: facilityDetails.totalArea,
      holes: sql<
        number | null
      >`(select sum(${courses.numberOfHoles})::int from ${courses} where ${courses.organisationId} = ${organisations.id})`,
    })
    .from(organisations)
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(facilityDetails, eq(facilityDetails.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId));
  return row;
}

export type OrganisationFacts = NonNullable<Awaited<ReturnType<typeof findOrganisationFacts>>>;

/**
 * The facility's confidential turnover (docs/facility-profile.md#what-is-stored), read apart from
 * its facts: those feed peers' benchmarks and the programme's figures, the turnover only the club's
 * own report and export.
 */
export async function findTurnover(db: Executor, organisationId: number): Promise<number | null> {
  const [row] = await db
    .select({ turnover: facilityDetails.turnover })
    .from(facilityDetails)
    .where(eq(facilityDetails.organisationId, organisationId));
  return row?.turnover ?? null;
}
