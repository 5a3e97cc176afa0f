import type { Schemas } from '@oncourse/openapi';
import { WithCookies, type AppContext } from '../../core/context.ts';
import { badRequest, notFound, notUnique, tooManyRequests, unprocessable } from '../../core/errors.ts';
import { registrationMail } from '../../mail/templates/registration-mail.ts';
import { accountLimiters, addressKey } from '../accounts/attempt-limiter.ts';
import { isTournamentRole } from '../accounts/job-roles.ts';
import { assertPasswordRule, hashPassword } from '../accounts/passwords.ts';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens.ts';
import { completeRegistrationLink, signInLink } from '../accounts/sign-in-links.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import * as users from '../users/index.ts';
import * as repository from './registration.repository.ts';
import { takeUpProgrammeInvitations } from '../programme/invitations.service.ts';
import { joinOpenInvitations, newestOpenInvitation } from '../team/invitations.service.ts';
import { issueRegistrationToken } from './registration-tokens.service.ts';
import { sessionFor } from '../auth/auth.service.ts';

/** Registration links work for 48 hours (brief; docs/registration.md#limits leaves it open). */
export const registrationTokenTtlMs = 48 * 60 * 60 * 1000;

/** The exact texts the app matches on (docs/registration.md#errors). */
export const registrationMessages = {
  duplicate: 'This e-mail address is already registered, please return to login',
  invalidToken: 'The registration token is either invalid, or has been used before.',
  tooManyMails: 'Too many e-mails were sent to this address, please try again later.',
} as const;

const duplicateEmail = () => notUnique('email_address', registrationMessages.duplicate);

function requiredName(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest('REQUIRED_FIELD_MISSING', 'This field is required', field);
  return trimmed;
}

interface Recipient {
  id: number;
  email: string;
  firstName: string;
  language: string;
}

/**
 * Gives the user a fresh registration token (earlier ones spent) and queues the mail carrying it,
 * in one transaction: the link in the mail is always the one that works. `details` first replaces
 * a pending registration's details; with `details` and no id, the pending user is created.
 */
async function replaceToken(
  ctx: AppContext,
  recipient: Omit<Recipient, 'id'> & { id: number | null },
  isTournament: boolean,
  details?: repository.NewUser,
): Promise<void> {
  const token = newSecretToken();
  await ctx.db.transaction(async (tx) => {
    let userId = recipient.id;
    if (userId === null) userId = await repository.insertPendingUser(tx, details!);
    else if (details) await repository.updatePendingUser(tx, userId, details);
    await issueRegistrationToken(
      tx,
      { userId, expiresAt: new Date(Date.now() + registrationTokenTtlMs), isTournament },
      token,
    );
    await ctx.mailer.send(
      registrationMail({
        to: recipient.email,
        firstName: recipient.firstName,
        link: completeRegistrationLink(ctx.config, token, recipient.language),
        lang: recipient.language,
        theme: isTournament ? 'tournament' : 'facility',
        expiresInHours: registrationTokenTtlMs / 3_600_000,
      }),
      tx,
    );
  });
}

/**
 * Registers a user and e-mails the completion link (docs/registration.md#behaviour, docs/registration.md#input-rules). An address with a completed
 * account is 409 NOT_UNIQUE; an address whose registration (or team invitation) is still pending
 * takes the new details and gets a new link, the old one stops working. A tournament role makes a
 * tournament registration, whose sign-in link later points at /tournaments/login.
 */
export async function register(
  ctx: AppContext,
  body: Schemas['RegistrationPayload'],
): Promise<Schemas['RegistrationReceipt']> {
  const email = body.email.trim();
  const details: repository.NewUser = {
    email,
    firstName: requiredName(body.first_name, 'first_name'),
    lastName: requiredName(body.last_name, 'last_name'),
    language: body.language,
    jobRole: body.status,
    hearAboutUs: body.hear_about_us ?? null,
    allowCorrespondence: body.allow_correspondence ?? false,
    emailNotifications: body.email_notifications ?? false,
    introductoryTour: body.introductory_tour ?? false,
    measurementUnit: body.measurement_unit ?? 'metric',
    isTournament: isTournamentRole(body.status),
  };
  if (!(await users.languageExists(ctx.db, body.language))) {
    throw badRequest('UNKNOWN_ENUM_VALUE', 'The language is not supported', 'language');
  }
  const existing = await users.findUserByEmail(ctx.db, email);
  if (existing && existing.registrationCompletedAt !== null) throw duplicateEmail();
  // The invitation's link was mailed to this address, so following it proved the address already:
  // no second mail; the person chooses the password next with the same token.
  const invitation = body.token ? await usableToken(ctx, body.token) : undefined;
  if (invitation && existing && invitation.userId === existing.id) {
    await repository.updatePendingUser(ctx.db, existing.id, details);
    return { email_address: email, address_confirmed: true };
  }
  if (!(await accountLimiters(ctx).registrationMails.tryRecord(addressKey(email))))
    throw tooManyRequests(registrationMessages.tooManyMails);

  try {
    await replaceToken(
      ctx,
      { id: existing?.id ?? null, email, firstName: details.firstName, language: body.language },
      details.isTournament ?? false,
      details,
    );
  } catch (error) {
    // Two registrations for one address at once: the second loses on the unique index.
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  return { email_address: email, address_confirmed: false };
}

const usableToken = (ctx: AppContext, token: string) =>
  repository.findUsableRegistrationToken(ctx.db, hashSecretToken(token));

/**
 * What the registration page shows for an invitation's link (docs/registration.md#screens): the
 * address it was sent to, which the form keeps fixed, and who invited the person to which
 * organisation. A token that is unknown, spent or expired is 404: the page is then the ordinary form.
 */
export async function invitation(ctx: AppContext, token: string): Promise<Schemas['RegistrationInvitation']> {
  const found = await usableToken(ctx, token);
  const person = found ? await users.findUserById(ctx.db, found.userId) : undefined;
  if (!found || !person) throw notFound('This invitation is invalid or has been used', 'token');
  const open = await newestOpenInvitation(ctx.db, person.id);
  return {
    email_address: person.email,
    inviter_name: open?.inviterName ?? null,
    organisation_name: open?.organisationName ?? null,
    organisation_type: open?.organisationType ?? null,
  };
}

/**
 * Sends the completion link again with a new token (the old one stops working). The answer is the
 * same whether or not a registration is pending for the address (docs/registration.md#calls: nothing leaks).
 */
export async function resend(
  ctx: AppContext,
  body: Schemas['ResendEmailRequest'],
): Promise<Schemas['Acknowledgement']> {
  const user = await users.findUserByEmail(ctx.db, body.email_address.trim());
  const pending =
    user && user.registrationCompletedAt === null && (await repository.hasRegistered(ctx.db, user.id));
  if (pending && (await accountLimiters(ctx).registrationMails.tryRecord(addressKey(user.email)))) {
    await replaceToken(ctx, user, user.isTournament);
  }
  return { acknowledged: true };
}

/** Whether a registration link can still be used (unknown, spent, expired or completed → false). */
export async function validateToken(ctx: AppContext, token: string): Promise<Schemas['TokenValidity']> {
  return {
    valid: (await repository.findUsableRegistrationToken(ctx.db, hashSecretToken(token))) !== undefined,
  };
}

/**
 * Completes a registration with a password (docs/registration.md#behaviour): the token works once and only within 48
 * hours, the password must meet the rule (422 PASSWORD_COMPLEXITY). The person is signed in at once
 * (the answer carries the session, as a sign-in's does) and the sign-in link of the registration's
 * variant. Valid team invitations of the address are accepted with it.
 */
export async function complete(
  ctx: AppContext,
  body: Schemas['CompleteRegistrationRequest'],
): Promise<WithCookies<Schemas['PasswordSetSession']>> {
  const invalidToken = () => unprocessable(registrationMessages.invalidToken, 'token', 'INVALID_RESOURCE');
  const token = await repository.findUsableRegistrationToken(ctx.db, hashSecretToken(body.token));
  if (!token) throw invalidToken();
  // A team invitation's token opens the registration page, where the person gives their name;
  // taken straight here it would make an account without one.
  const person = await users.findUserById(ctx.db, token.userId);
  if (!person?.firstName.trim() || !person.lastName.trim()) throw invalidToken();
  assertPasswordRule(body.password);
  // Hashed before the transaction: PGlite runs one query at a time, so transactions stay short.
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await repository.spendRegistrationToken(tx, token.id))) throw invalidToken();
    if (!(await repository.completeRegistration(tx, token.userId, passwordHash))) throw invalidToken();
    await repository.spendOpenRegistrationTokens(tx, token.userId);
    // An invited person joins their team(s) by completing registration (docs/registration.md#behaviour).
    await joinOpenInvitations(tx, token.userId);
    await takeUpProgrammeInvitations(tx, token.userId);
  });
  // Read again: completing set the password and may have made an invited team the active one.
  const account = await users.findUserById(ctx.db, token.userId);
  if (!account) throw invalidToken();
  const session = await sessionFor(ctx, account);
  return new WithCookies(
    {
      ...session.data,
      signInLink: signInLink(ctx.config, { isTournament: token.isTournament }, token.language),
      emailAddress: person.email,
    },
    session.cookies,
  );
}
