// What a national federation reads (docs/programme-console.md#federations): the programme's figures
// and the facilities of its countries, only those that switched on sharing with their federation,
// with their progress and certification state. Never answers, notes or documents: nothing here
// reads more of a facility than its progress, its years' footprints and its case's state.
import type { Schemas } from '@oncourse/openapi';
import { isCertificateValid } from '@oncourse/engine';
import type { BinaryResult, DataContext, OrganisationAccess, ProgrammeAccess } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { today } from '../../core/today.ts';
import {
  programmeFigures,
  programmeFiguresCsv,
  type FiguresScope,
} from '../programme-figures/figures.service.ts';
import { organisationProgress, type OrganisationProgress } from '../programme-figures/progress.service.ts';
import * as repository from './federations.repository.ts';

/**
 * A federation's view: its countries' facilities that share with it, real ones (the demo's
 * federation account: the demo's alone, never mixed).
 */
function federationScope(programme: ProgrammeAccess): FiguresScope {
  return {
    demo: programme.federationDemo,
    countries: programme.federationCountries ?? [],
    sharingOnly: true,
  };
}

export const federationFigures = (ctx: DataContext, programme: ProgrammeAccess) =>
  programmeFigures(ctx, federationScope(programme));

export const federationFiguresCsv = (
  ctx: DataContext,
  programme: ProgrammeAccess,
  table: Schemas['FiguresTable'],
): Promise<BinaryResult> => programmeFiguresCsv(ctx, federationScope(programme), table);

const tonnes = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function presentFacility(entry: OrganisationProgress, on: string): Schemas['FederationFacility'] {
  const { organisation } = entry;
  return {
    id: organisation.id,
    title: organisation.title,
    countryCode: organisation.countryCode,
    city: organisation.city,
    holes: organisation.holes,
    reviews: { total: entry.reviews.total, complete: entry.reviews.complete, percent: entry.reviews.percent },
    annualDataYears: entry.years.map((year) => ({ year: year.year, complete: year.complete })),
    certification: {
      state: organisation.caseState as Schemas['CertificationState'] | null,
      certifiedUntil: organisation.certifiedUntil,
      // Validity is computed when read (docs/certification.md#decisions).
      certified:
        organisation.certified &&
        organisation.certifiedUntil !== null &&
        isCertificateValid(organisation.certifiedUntil, on),
    },
  };
}

export async function listFacilities(
  ctx: DataContext,
  programme: ProgrammeAccess,
): Promise<Schemas['FederationFacility'][]> {
  const on = today();
  return [...(await organisationProgress(ctx, federationScope(programme))).values()].map((entry) =>
    presentFacility(entry, on),
  );
}

/** One facility; 404 alike for an unknown id, another country's facility and one that does not share. */
export async function facility(
  ctx: DataContext,
  programme: ProgrammeAccess,
  facilityId: number,
): Promise<Schemas['FederationFacilityDetail']> {
  const entry = (await organisationProgress(ctx, federationScope(programme), [facilityId])).get(facilityId);
  if (!entry) throw notFound('Facility not found', 'facilityId');
  return {
    facility: presentFacility(entry, today()),
    footprint: [...entry.years]
      .sort((a, b) => a.year - b.year)
      .map(({ year, footprint }) => ({
        year,
        final: footprint.final,
        marketTotal: tonnes(footprint.market.total)!,
        locationTotal: tonnes(footprint.location.total)!,
        marketPerHole: tonnes(footprint.market.perHole),
        locationPerHole: tonnes(footprint.location.perHole),
      })),
  };
}

export async function sharing(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<Schemas['FederationSharing']> {
  return { shareWithFederation: await repository.findSharing(ctx.db, organisation.organisationId) };
}

/** Switches sharing on or off; a tournament has no national federation to share with (422). */
export async function updateSharing(
  ctx: DataContext,
  organisation: OrganisationAccess,
  body: Schemas['FederationSharing'],
): Promise<Schemas['FederationSharing']> {
  if (organisation.organisationType !== 'FACILITY')
    throw unprocessable('Only facilities share with a national federation', 'shareWithFederation');
  await repository.updateSharing(ctx.db, organisation.organisationId, body.shareWithFederation);
  return sharing(ctx, organisation);
}
