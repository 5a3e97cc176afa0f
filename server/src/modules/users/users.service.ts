import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, UploadedFile } from '../../core/context.ts';
import {
  AppError,
  badRequest,
  fileTooLarge,
  notFound,
  notUnique,
  tooManyRequests,
  unprocessable,
} from '../../core/errors.ts';
import type { OrganisationType } from '../../db/schema/index.ts';
import { accountLimiters } from '../accounts/attempt-limiter.ts';
import { isOfferedRole } from '../accounts/job-roles.ts';
import { assertPasswordRule, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { readStoredFile, storeUpload } from '../../storage/stored-files.ts';
import { detectProfileImage } from './profile-image.ts';
import * as repository from './users.repository.ts';
import { presentOrganisationLink, presentOrganisationSummary, presentUser } from './users.presenter.ts';

// Every function here acts on the signed-in user's own account: the contract marks each call's
// user id with x-self-param and the wiring refuses any other id before a handler runs.

async function ownUser(ctx: AppContext, userId: number): Promise<repository.UserRow> {
  const user = await repository.findUserById(ctx.db, userId);
  // A valid token for a deleted account.
  if (!user) throw notFound('User not found', 'id');
  return user;
}

/** The signed-in user's own record. */
export async function getUser(ctx: AppContext, userId: number): Promise<Schemas['User']> {
  return presentUser(await ownUser(ctx, userId));
}

/** A blank name is 400 REQUIRED_FIELD_MISSING on its field. */
function requiredName(value: string | undefined, field: string): void {
  if (trimmedName(value) === null)
    throw badRequest('REQUIRED_FIELD_MISSING', 'This field is required', field);
}

const emailNotUnique = () => notUnique('email_address', 'Email not unique');

/** The trimmed name, or null when it is blank (a required field left empty). */
function trimmedName(value: string | undefined): string | undefined | null {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The columns a profile patch changes; null when a name is blank, which only the checks below answer. */
function changesOf(body: Schemas['UserUpdate']): repository.UserChanges | null {
  const changes: repository.UserChanges = {};
  const firstName = trimmedName(body.first_name);
  const lastName = trimmedName(body.last_name);
  if (firstName === null || lastName === null) return null;
  if (firstName !== undefined) changes.firstName = firstName;
  if (lastName !== undefined) changes.lastName = lastName;
  if (body.email_address !== undefined) changes.email = body.email_address.trim();
  if (body.language !== undefined) changes.language = body.language;
  if (body.active_organisation_id !== undefined) changes.activeOrganisationId = body.active_organisation_id;
  if (body.email_notifications !== undefined) changes.emailNotifications = body.email_notifications;
  if (body.measurement_unit !== undefined) changes.measurementUnit = body.measurement_unit;
  if (body.introductory_tour !== undefined) changes.introductoryTour = body.introductory_tour;
  if (body.allow_correspondence !== undefined) changes.allowCorrespondence = body.allow_correspondence;
  return changes;
}

/**
 * Saves the profile and settings forms (docs/accounts.md#input-rules profile rules): names required, the language
 * supported, the e-mail unique (case-insensitive), the active organisation one of the user's own.
 * A save that keeps the rules is one statement, which checks them as it writes; one that breaks a
 * rule (or races a change that makes it break one) is answered by the checks one at a time, in
 * this order: the account, the names, the e-mail, the language, the active organisation.
 */
export async function updateUser(
  ctx: AppContext,
  userId: number,
  body: Schemas['UserUpdate'],
): Promise<Schemas['User']> {
  const changes = changesOf(body);
  if (changes) {
    const updated = await saveUser(() => repository.updateUserIfAllowed(ctx.db, userId, changes));
    if (updated) return presentUser(updated);
  }
  return updateUserStepByStep(ctx, userId, body);
}

/** Runs an update of the user row; another account taking the address meanwhile is 409 on the e-mail. */
async function saveUser(
  update: () => Promise<repository.ProfileRow | undefined>,
): Promise<repository.ProfileRow | undefined> {
  try {
    return await update();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailNotUnique();
    throw error;
  }
}

/** updateUser checking each rule with a query of its own, to say which one a save breaks. */
async function updateUserStepByStep(
  ctx: AppContext,
  userId: number,
  body: Schemas['UserUpdate'],
): Promise<Schemas['User']> {
  await ownUser(ctx, userId);
  requiredName(body.first_name, 'first_name');
  requiredName(body.last_name, 'last_name');
  if (
    body.email_address !== undefined &&
    (await repository.isEmailTakenByOther(ctx.db, body.email_address.trim(), userId))
  ) {
    throw emailNotUnique();
  }
  if (body.language !== undefined && !(await repository.languageExists(ctx.db, body.language))) {
    throw badRequest('UNKNOWN_ENUM_VALUE', 'The language is not supported', 'language');
  }
  const organisationId = body.active_organisation_id;
  if (
    organisationId !== undefined &&
    organisationId !== null &&
    !(await repository.isJoinedMember(ctx.db, userId, organisationId))
  ) {
    throw unprocessable(
      'The active organisation must be one of your organisations',
      'active_organisation_id',
    );
  }
  // The names are not blank here: requiredName threw above.
  const changes = changesOf(body)!;
  const updated = await saveUser(() => repository.updateUser(ctx.db, userId, changes));
  if (!updated) throw notFound('User not found', 'id');
  return presentUser(updated);
}

/**
 * Changes the password after checking the current one (docs/accounts.md#input-rules): a wrong current password is
 * 401 on `current_password` (counted like a failed sign-in), a weak new one 422 PASSWORD_COMPLEXITY.
 */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  body: Schemas['ChangePasswordRequest'],
): Promise<Schemas['Acknowledgement']> {
  const user = await ownUser(ctx, userId);
  // Only the signed-in account holder (or whoever holds their token) gets here, so unlike sign-in
  // the account itself is blocked after five wrong guesses, from any client.
  const failures = accountLimiters(ctx).failedPasswordChanges;
  const key = String(userId);
  if (await failures.isBlocked(key))
    throw tooManyRequests('Too many failed attempts, please try again later');
  if (!user.passwordHash || !(await verifyPassword(body.current_password, user.passwordHash))) {
    await failures.record(key);
    // Not 'Unauthorized': that message makes the app renew its token and retry (docs/accounts.md#behaviour).
    throw new AppError(401, 'INVALID_CREDENTIALS', 'The current password is incorrect.', 'current_password');
  }
  assertPasswordRule(body.password);
  await repository.setPasswordHash(ctx.db, userId, await hashPassword(body.password));
  return { acknowledged: true };
}

/**
 * Stores a profile picture and makes it the user's image (docs/accounts.md#behaviour image upload): PNG or JPEG
 * judged by content, at most UPLOAD_MAX_BYTES; kept in the file storage, and the previous picture is
 * deleted with its stored object.
 */
export async function uploadProfileImage(
  ctx: AppContext,
  userId: number,
  file: UploadedFile | undefined,
): Promise<Schemas['UploadResult']> {
  await ownUser(ctx, userId);
  if (!file || file.data.length === 0)
    throw badRequest('REQUIRED_FIELD_MISSING', 'An image file is required', 'file');
  if (file.data.length > ctx.config.uploadMaxBytes) throw fileTooLarge('file');
  const image = await detectProfileImage(file.data);
  if (!image) throw badRequest('INCORRECT_FORMAT', 'The image must be a PNG or JPEG file', 'file');
  const recordId = await storeUpload(
    ctx,
    {
      filename: `profile-${userId}.${image.extension}`,
      mimeType: image.mimeType,
      data: file.data,
      ownerUserId: userId,
    },
    async (tx, id, discard) => {
      // Read inside the transaction so two uploads in a row never leave an orphaned picture.
      const previousImageId = (await repository.findUserById(tx, userId))?.imageId ?? null;
      await repository.updateUser(tx, userId, { imageId: id });
      if (previousImageId !== null && (await repository.isOwnFile(tx, previousImageId, userId)))
        await discard([previousImageId]);
      return id;
    },
  );
  return { recordId, errorCode: null };
}

/**
 * A profile picture's bytes, for any signed-in user (the contract: team lists show them), but only
 * files that are someone's current picture. Ids never change content, so caches may keep them.
 */
export async function profileImage(ctx: AppContext, imageId: number): Promise<BinaryResult> {
  const file = await repository.findProfileImage(ctx.db, imageId);
  const data = file ? await readStoredFile(ctx, file) : null;
  if (!file || !data) throw notFound('Image not found', 'imageId');
  return {
    contentType: file.mimeType,
    body: data,
    cacheControl: 'private, max-age=31536000, immutable',
    etag: file.sha256,
  };
}

/** The organisations the user is a joined member of, optionally of one type (docs/accounts.md#calls). */
export async function organisations(
  ctx: AppContext,
  userId: number,
  type: OrganisationType | undefined,
): Promise<Schemas['OrganisationSummary'][]> {
  return (await repository.findJoinedOrganisations(ctx.db, userId, type)).map(presentOrganisationSummary);
}

/** The user's links to organisations, invitations included (docs/accounts.md#what-is-stored user-organisation link). */
export async function organisationLinks(
  ctx: AppContext,
  userId: number,
): Promise<Schemas['UserOrganisationLink'][]> {
  return (await repository.findOrganisationLinks(ctx.db, userId)).map(presentOrganisationLink);
}

/**
 * Adds or removes the user's job role in one of their organisations (docs/organisations.md#behaviour profile roles):
 * null removes it; a role must be one offered for the organisation's type (422 otherwise).
 */
export async function updateOrganisationRole(
  ctx: AppContext,
  userId: number,
  organisationId: number,
  role: Schemas['JobRole'] | null,
): Promise<Schemas['UserOrganisationLink']> {
  const link = await repository.findOrganisationLink(ctx.db, userId, organisationId);
  if (!link) throw notFound('You are not linked to this organisation', 'orgId');
  if (role !== null && !isOfferedRole(link.organisationType, role)) {
    throw unprocessable(`The role is not one of the ${link.organisationType.toLowerCase()} roles`, 'role');
  }
  await repository.setJobRole(ctx.db, link.id, role);
  return presentOrganisationLink({ ...link, jobRole: role });
}
