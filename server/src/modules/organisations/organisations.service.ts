import { loadOrganisationGroups } from '@oncourse/fixtures';
import { sortChoices } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { AppError, badRequest, notFound, notUnique, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { OrganisationType } from '../../db/schema/index.ts';
import { joinRequestConfirmationMail } from '../../mail/templates/join-request-confirmation-mail.ts';
import { joinRequestMail } from '../../mail/templates/join-request-mail.ts';
import { isOfferedRole } from '../accounts/job-roles.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { findJoinedOrganisations, isJoinedMember } from '../users/index.ts';
import { presentOrganisationSummary } from '../users/users.presenter.ts';
import * as repository from './organisations.repository.ts';
import {
  presentOrganisationDetails,
  presentOrganisationGroup,
  presentRoleType,
  presentTournament,
} from './organisations.presenter.ts';

const facilityTypes: Schemas['FacilityType'][] = [
  'PRIVATE_MEMBERS',
  'DAILY_FEE',
  'RESORT',
  'MUNICIPAL',
  'OTHER',
];

const nouns: Record<OrganisationType, string> = { FACILITY: 'facility', TOURNAMENT: 'tournament' };

/** 409 on `title` (docs/organisations.md#errors: creating a facility with the same name gives the name-not-unique message). */
const titleTaken = (type: OrganisationType) =>
  notUnique('title', `This ${nouns[type]} name is already registered`);

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest('REQUIRED_FIELD_MISSING', 'This field is required', field);
  return trimmed;
}

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

async function requireCountry(ctx: AppContext, countryId: number) {
  const country = await repository.findCountry(ctx.db, countryId);
  if (!country) throw unprocessable('Unknown country', 'country_id', 'INVALID_RESOURCE');
  return country;
}

/**
 * Creates a facility (or tournament) from the create-facility form (docs/organisations.md#behaviour, docs/organisations.md#input-rules), with the
 * profile's rule: name, first address line, town, postcode, country and units required; contact
 * number, e-mail, second address line and VAT optional. The title is unique per type and a given
 * e-mail unique among that type's organisations (409 NOT_UNIQUE on the field). The creator becomes its joined OWNER, holding every
 * activity, and it becomes their active organisation, so the app can go straight to `/`.
 */
export async function createOrganisation(
  ctx: AppContext,
  userId: number,
  body: Schemas['OrganisationCreate'],
): Promise<Schemas['OrganisationSummary']> {
  const type = body.organisation_type ?? 'FACILITY';
  const title = required(body.title, 'title');
  const values = {
    type,
    title,
    address1: required(body.address_1, 'address_1'),
    address2: optional(body.address_2),
    city: required(body.city, 'city'),
    postZipCode: required(body.post_zip_code, 'post_zip_code'),
    countryId: body.country_id,
    phoneNumber: optional(body.phone_number),
    vatNumber: optional(body.vat_number),
    emailAddress: optional(body.email_address),
    measurementUnit: body.measurement_unit,
    createdByUserId: userId,
    // A new facility shares nothing until it is asked, at its first annual-data year
    // (docs/benchmarks-and-targets.md#anonymity).
    benchmarkOptOut: true,
  };
  // The creator of a facility is its owner (docs/organisations.md#what-is-stored facility roles); tournaments have no such role.
  const role = body.role ?? (type === 'FACILITY' ? 'owner' : null);
  if (role !== null && !(type === 'FACILITY' && role === 'owner') && !isOfferedRole(type, role)) {
    throw unprocessable(`The role is not one of the ${nouns[type]} roles`, 'role');
  }
  await requireCountry(ctx, values.countryId);
  const chosenTypes = new Set([
    ...(body.facility_types ?? []),
    ...(body.facility_type ? [body.facility_type] : []),
  ]);
  if (await repository.isTitleTaken(ctx.db, type, title)) throw titleTaken(type);
  if (values.emailAddress && (await repository.isEmailTaken(ctx.db, type, values.emailAddress))) {
    throw notUnique(
      'email_address',
      `This email address already exists associated to a ${type === 'FACILITY' ? 'Facility' : 'Tournament'}.`,
    );
  }
  let organisationId: number;
  try {
    organisationId = await ctx.db.transaction(async (tx) => {
      const organisation = await repository.insertOrganisation(tx, values);
      if (type === 'FACILITY') {
        await repository.insertFacilityDetails(tx, {
          organisationId: organisation.id,
          types: facilityTypes.map((value) => ({ value, selected: chosenTypes.has(value) })),
        });
      }
      await repository.insertJoinedMembership(tx, {
        userId,
        organisationId: organisation.id,
        accessTypeId: await repository.findAccessTypeId(tx, 'OWNER'),
        jobRole: role,
      });
      await repository.setActiveOrganisation(tx, userId, organisation.id);
      return organisation.id;
    });
  } catch (error) {
    // Someone registered the same title between the check and the insert.
    if (isUniqueViolation(error)) throw titleTaken(type);
    throw error;
  }
  const summary = (await findJoinedOrganisations(ctx.db, userId, type)).find(
    (row) => row.organisation.id === organisationId,
  );
  if (!summary) throw new Error(`Organisation ${organisationId} was created but is not the creator's`);
  return presentOrganisationSummary(summary);
}

/**
 * Stores a request to join an existing facility and e-mails it to the provider, with a
 * confirmation to the user (docs/organisations.md#purpose: joining is an e-mail request to the provider). The
 * request and its mails are stored together, so neither exists without the other.
 */
export async function requestToJoin(
  ctx: AppContext,
  userId: number,
  body: Schemas['JoinRequest'],
): Promise<Schemas['Acknowledgement']> {
  const organisationName = required(body.organisation_name, 'organisation_name');
  const message = optional(body.message);
  const user = await repository.findUser(ctx.db, userId);
  if (!user) throw notFound('User not found', 'id');
  const country = await requireCountry(ctx, body.country_id);
  const match = (await repository.findFacilityByTitle(ctx.db, organisationName)) ?? null;
  if (match && (await isJoinedMember(ctx.db, userId, match.id))) {
    throw new AppError(
      409,
      'DUPLICATED_VALUE',
      `You are already a member of ${match.title}`,
      'organisation_name',
    );
  }
  // The request and both mails are stored together; the outbox delivers the mails.
  await ctx.db.transaction(async (tx) => {
    await repository.insertJoinRequest(tx, {
      userId,
      organisationId: match?.id ?? null,
      organisationName,
      countryId: country.id,
      message,
    });
    await ctx.mailer.send(
      joinRequestMail({
        to: ctx.config.providerEmail,
        user,
        organisationName,
        country: country.title,
        match,
        message,
      }),
      tx,
    );
    await ctx.mailer.send(
      joinRequestConfirmationMail({
        to: user.email,
        firstName: user.firstName,
        organisationName,
        link: ctx.config.appUrl,
        lang: user.language,
      }),
      tx,
    );
  });
  return { acknowledged: true };
}

/** An organisation's profile for the shell and the profile page, with what the caller may do there. */
export async function organisation(
  ctx: AppContext,
  access: OrganisationAccess,
): Promise<Schemas['OrganisationDetails']> {
  const row = await repository.findOrganisation(ctx.db, access.organisationId);
  if (!row) throw notFound('Organisation not found', 'id');
  return presentOrganisationDetails(row, access.activities);
}

/** Management groups, then tournament organisers, each by title with Other last (docs/organisations.md#input-rules). */
export function organisationGroups(): Schemas['OrganisationGroup'][] {
  const groups = loadOrganisationGroups();
  return (['MANAGEMENT_GROUP', 'TOURNAMENT_ORGANISER'] as const).flatMap((kind) =>
    sortChoices(groups.filter((group) => group.kind === kind)).map(presentOrganisationGroup),
  );
}

export async function tournaments(ctx: AppContext): Promise<Schemas['TournamentList']> {
  return { tournaments: (await repository.findTournaments(ctx.db)).map(presentTournament) };
}

export async function roleTypes(ctx: AppContext): Promise<Schemas['RoleType'][]> {
  return (await repository.findAssignableAccessTypes(ctx.db)).map(presentRoleType);
}

/**
 * A tournament programme staff make, without members: its organiser is invited as owner in the
 * same transaction (docs/programme-console.md#behaviour). 409 NOT_UNIQUE for a title another
 * tournament has, 422 INVALID_RESOURCE for an unknown country, checked before anything is stored.
 */
export async function checkStaffTournament(
  ctx: AppContext,
  values: { title: string; countryId: number },
): Promise<string> {
  const title = values.title.trim();
  if (title === '') throw unprocessable('A title is required', 'title', 'REQUIRED_FIELD_MISSING');
  if (!(await repository.findCountry(ctx.db, values.countryId)))
    throw unprocessable('Unknown country', 'countryId', 'INVALID_RESOURCE');
  if (await repository.isTitleTaken(ctx.db, 'TOURNAMENT', title)) throw titleTaken('TOURNAMENT');
  return title;
}

/** Stores the tournament `checkStaffTournament` allowed, in the caller's transaction. */
export function insertStaffTournament(
  tx: Executor,
  values: { title: string; countryId: number; createdByUserId: number },
) {
  return repository.insertOrganisation(tx, { type: 'TOURNAMENT', ...values });
}
