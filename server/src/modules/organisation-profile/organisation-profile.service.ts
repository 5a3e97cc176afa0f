import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { badRequest, notFound, notUnique, unprocessable } from '../../core/errors.ts';
import { isCurrencyCode } from '@oncourse/engine';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { presentOrganisationDetails } from '../organisations/organisations.presenter.ts';
import * as repository from './organisation-profile.repository.ts';

const nouns = { FACILITY: 'facility', TOURNAMENT: 'tournament' } as const;

/** 409 on `title`: the app shows its name-not-unique message for exactly this (docs/facility-profile.md#errors). */
const titleTaken = (access: OrganisationAccess) =>
  notUnique('title', `This ${nouns[access.organisationType]} name is already registered`);

/** A required text field: trimmed, and blank is as missing as absent (docs/facility-profile.md#input-rules). */
function required(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest('REQUIRED_FIELD_MISSING', 'This field is required', field);
  return trimmed;
}

/** An optional text field: trimmed, blank stored as null; absent leaves the stored value. */
function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Saves the profile form (docs/facility-profile.md#input-rules facility profile): the name, first address line, city, post
 * code and country stay filled, the phone and e-mail follow the contract's rules, and the name is
 * unique among organisations of the type (409 NOT_UNIQUE on `title`). Only what was sent changes.
 */
export async function updateProfile(
  ctx: AppContext,
  access: OrganisationAccess,
  body: Schemas['OrganisationUpdate'],
): Promise<Schemas['OrganisationDetails']> {
  const values: repository.OrganisationValues = {
    title: required(body.title, 'title'),
    address1: required(body.address_1, 'address_1'),
    address2: optional(body.address_2),
    city: required(body.city, 'city'),
    postZipCode: required(body.post_zip_code, 'post_zip_code'),
    countryId: body.country_id,
    phoneNumber: optional(body.phone_number),
    vatNumber: optional(body.vat_number),
    emailAddress: optional(body.email_address),
    measurementUnit: body.measurement_unit,
    currency: body.currency,
  };
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    if (values[key] === undefined) delete values[key];
  }
  if (body.currency && !isCurrencyCode(body.currency)) {
    throw unprocessable('Unknown currency', 'currency', 'INVALID_RESOURCE');
  }
  if (body.country_id !== undefined && !(await repository.countryExists(ctx.db, body.country_id))) {
    throw unprocessable('Unknown country', 'country_id', 'INVALID_RESOURCE');
  }
  if (
    values.title !== undefined &&
    (await repository.isTitleTakenByAnother(
      ctx.db,
      access.organisationType,
      values.title,
      access.organisationId,
    ))
  ) {
    throw titleTaken(access);
  }
  let row;
  try {
    row = await repository.updateOrganisation(ctx.db, access.organisationId, values);
  } catch (error) {
    // Another organisation took the title between the check and the update.
    if (isUniqueViolation(error)) throw titleTaken(access);
    throw error;
  }
  if (!row) throw notFound('Organisation not found', 'id');
  return presentOrganisationDetails(row, access.activities);
}
