import type { Schemas } from '@oncourse/openapi';
import { signAccessToken } from '../../auth/tokens.ts';
import { WithCookies, type AppContext, type Logger } from '../../core/context.ts';
import { AppError, forbidden, tooManyRequests, unprocessable } from '../../core/errors.ts';
import { passwordResetMail } from '../../mail/templates/password-reset-mail.ts';
import {
  accountLimiters,
  addressKey,
  signInFailures,
  sleep,
  takeSignInPlace,
} from '../accounts/attempt-limiter.ts';
import {
  assertPasswordRule,
  hashPassword,
  needsRehash,
  verifyAgainstDecoy,
  verifyPassword,
} from '../accounts/passwords.ts';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens.ts';
import { newPasswordLink, safeReturnPath, signInLink } from '../accounts/sign-in-links.ts';
import * as users from '../users/index.ts';
import { presentUser } from '../users/users.presenter.ts';
import * as repository from './auth.repository.ts';
import { clearedRefreshCookie, presentedRefreshToken, refreshCookie } from './refresh-cookie.ts';
import { deviceCookie, deviceCookieName, knownDevice } from './device-cookie.ts';

/** Password-reset links work for one hour (brief; docs/accounts.md#limits leaves it open). */
export const resetTokenTtlMs = 60 * 60 * 1000;

/** The exact texts the app matches on (docs/accounts.md#errors). */
export const loginMessages = {
  invalidCredentials: 'We couldn’t sign you in. Check your e-mail address and password.',
  cannotSignIn: 'There was a problem authenticating. Please check permissions.',
  noTournament: 'There is not a tournament associated with this account.',
  tooManyFailures: 'Too many failed sign-in attempts, please try again in 15 minutes.',
  tooManyGuesses: 'Too many sign-in attempts for this account, please try again in a minute.',
  invalidResetToken: 'The reset password token is either invalid, or has been used before.',
  // Not 'Unauthorized': the app renews its token on exactly that answer, and this is the renewal failing.
  refreshRefused: 'The session has expired, please sign in again.',
} as const;

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', loginMessages.invalidCredentials);
const refreshRefused = () => new AppError(401, 'INVALID_CREDENTIALS', loginMessages.refreshRefused);

/** The request's cookies, by name (the refresh token may come in one). */
type PresentedCookies = Readonly<Record<string, string | undefined>>;

/**
 * Starts a session or continues a family: a new refresh token (hash stored, its cookie returned
 * for the answer) and an access token.
 */
async function issueTokens(ctx: AppContext, userId: number, familyId: number | null) {
  const refreshToken = newSecretToken();
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtl * 1000);
  await ctx.db.transaction(async (tx) => {
    const family = familyId ?? (await repository.insertFamily(tx, userId));
    await repository.insertRefreshToken(tx, family, hashSecretToken(refreshToken), expiresAt);
  });
  const access = await signAccessToken(ctx.config, userId);
  return { accessToken: access.token, refreshToken, cookie: refreshCookie(ctx.config, refreshToken) };
}

/**
 * Signs the user in without a password check, for the calls that just proved who they are with a
 * single-use e-mailed token and a new password (docs/accounts.md#behaviour): the answer a sign-in
 * gives, with the refresh cookie to set.
 */
export async function sessionFor(
  ctx: AppContext,
  user: Parameters<typeof presentUser>[0],
): Promise<WithCookies<Schemas['LoginResult']>> {
  const tokens = await issueTokens(ctx, user.id, null);
  return new WithCookies(
    { user: presentUser(user), accessToken: tokens.accessToken, refresh_token: tokens.refreshToken },
    [tokens.cookie],
  );
}

/**
 * Signs in (docs/accounts.md#calls, docs/accounts.md#errors): wrong details and unknown addresses answer the same 401 after the same
 * work; an account whose registration is not completed 403; a tournament sign-in without a
 * tournament 403. Guessing is capped per address (docs/security-operations.md#sign-in-under-guessing):
 * a browser that signed in to the account before (its device cookie) has an allowance of its own;
 * every other client shares a small one per minute, and one with five failures for the address in
 * 15 minutes (or thirty across addresses) gets 429 until the window passes.
 */
export async function login(
  ctx: AppContext,
  body: Schemas['LoginRequest'],
  clientIp: string,
  cookies: PresentedCookies = {},
): Promise<WithCookies<Schemas['LoginResult']>> {
  const address = addressKey(body.email_address);
  const device = knownDevice(ctx.config, cookies[deviceCookieName], address);
  const failures = signInFailures(ctx, address, clientIp);
  // A known device answers for itself alone: nobody else's guessing (on its network either) locks it out.
  if (!device && (await failures.blocked())) throw tooManyRequests(loginMessages.tooManyFailures);
  const place = await takeSignInPlace(ctx, address, device);
  if (!place) throw tooManyRequests(loginMessages.tooManyGuesses);
  if (!device) await sleep(await failures.delayMs());

  const user = await users.findUserByEmail(ctx.db, body.email_address.trim());
  if (!user?.passwordHash) {
    await verifyAgainstDecoy(body.password);
    if (user && user.registrationCompletedAt === null) throw forbidden(loginMessages.cannotSignIn);
    if (!device) await failures.record();
    throw invalidCredentials();
  }
  if (!(await verifyPassword(body.password, user.passwordHash))) {
    if (!device) await failures.record();
    throw invalidCredentials();
  }
  await place.succeeded();
  await failures.succeeded();
  // Checked only after the password, so the answer never tells a stranger who has a tournament.
  if (body.isTournamentLogin && !(await repository.hasTournament(ctx.db, user.id)))
    throw forbidden(loginMessages.noTournament);
  if (needsRehash(user.passwordHash))
    await users.setPasswordHash(ctx.db, user.id, await hashPassword(body.password));

  const tokens = await issueTokens(ctx, user.id, null);
  return new WithCookies(
    { user: presentUser(user), accessToken: tokens.accessToken, refresh_token: tokens.refreshToken },
    // A fresh device cookie with every sign-in, as OWASP recommends: a copied old one ages out.
    [tokens.cookie, deviceCookie(ctx.config, address)],
  );
}

/**
 * Rotates a refresh token (README, sessions): each works once; presenting a spent one revokes its
 * whole family, because either the owner or a thief now holds a stolen copy.
 */
export async function exchangeToken(
  ctx: AppContext,
  log: Logger,
  cookies: PresentedCookies,
  body: Schemas['TokenExchangeRequest'],
): Promise<WithCookies<Schemas['TokenPair']>> {
  const refuse = () => refreshRefused().withCookies([clearedRefreshCookie(ctx.config)]);
  const presented = presentedRefreshToken(cookies, body.refresh_token);
  if (!presented) throw refuse();
  const token = await repository.findRefreshToken(ctx.db, hashSecretToken(presented));
  if (!token || token.familyRevokedAt !== null || token.revokedAt !== null) throw refuse();
  if (token.expiresAt.getTime() <= Date.now()) throw refuse();
  if (token.usedAt !== null || !(await repository.spendRefreshToken(ctx.db, token.id))) {
    await repository.revokeFamily(ctx.db, token.familyId);
    log.warn(
      { userId: token.userId, familyId: token.familyId },
      'A spent refresh token was presented again; its family is revoked',
    );
    throw refuse();
  }
  const tokens = await issueTokens(ctx, token.userId, token.familyId);
  return new WithCookies({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, [
    tokens.cookie,
  ]);
}

/** Signs out: revokes the presented refresh token's family and clears the cookie; unknown tokens are fine. */
export async function logout(
  ctx: AppContext,
  cookies: PresentedCookies,
  body: Schemas['LogoutRequest'],
): Promise<WithCookies<Schemas['Acknowledgement']>> {
  const presented = presentedRefreshToken(cookies, body.refresh_token);
  if (presented) {
    const token = await repository.findRefreshToken(ctx.db, hashSecretToken(presented));
    if (token) await repository.revokeFamily(ctx.db, token.familyId);
  }
  return new WithCookies({ acknowledged: true }, [clearedRefreshCookie(ctx.config)]);
}

/**
 * E-mails a reset link to a registered address (docs/accounts.md#behaviour): the answer is the same whether or not
 * the address is known, and at most a few mails per address go out in 15 minutes.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  body: Schemas['PasswordResetRequest'],
): Promise<Schemas['Acknowledgement']> {
  const user = await users.findUserByEmail(ctx.db, body.email_address.trim());
  if (user?.passwordHash && (await accountLimiters(ctx).resetMails.tryRecord(addressKey(user.email)))) {
    const token = newSecretToken();
    const isTournament = body.is_tournament_login === true;
    const mail = passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      link: newPasswordLink(
        ctx.config,
        { isTournament },
        token,
        user.language,
        safeReturnPath(body.return_to),
      ),
      lang: user.language,
      theme: isTournament ? 'tournament' : 'facility',
      expiresInMinutes: resetTokenTtlMs / 60_000,
    });
    await ctx.db.transaction(async (tx) => {
      await repository.spendOpenResetTokens(tx, user.id);
      await repository.insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(Date.now() + resetTokenTtlMs),
        isTournament,
      });
      await ctx.mailer.send(mail, tx);
    });
  }
  return { acknowledged: true };
}

/** Whether a reset link can still be used (unknown, spent or expired → false). */
export async function validateResetToken(ctx: AppContext, token: string): Promise<Schemas['TokenValidity']> {
  return { valid: (await repository.findUsableResetToken(ctx.db, hashSecretToken(token))) !== undefined };
}

/**
 * Sets a new password with a reset token (docs/accounts.md#behaviour): the token works once; success signs every
 * other device out (all refresh-token families revoked) and signs this one in with a new session,
 * answering too where to sign in next time.
 */
export async function newPassword(
  ctx: AppContext,
  body: Schemas['NewPasswordRequest'],
): Promise<WithCookies<Schemas['PasswordSetSession']>> {
  const invalidToken = () => unprocessable(loginMessages.invalidResetToken, 'token', 'INVALID_RESOURCE');
  const token = await repository.findUsableResetToken(ctx.db, hashSecretToken(body.token));
  if (!token) throw invalidToken();
  assertPasswordRule(body.password);
  // Hashed before the transaction: PGlite runs one query at a time, so transactions stay short.
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await repository.spendResetToken(tx, token.id))) throw invalidToken();
    await users.setPasswordHash(tx, token.userId, passwordHash);
    await repository.spendOpenResetTokens(tx, token.userId);
    await repository.revokeAllFamilies(tx, token.userId);
  });
  await accountLimiters(ctx).failedSignInsForAddress.reset(addressKey(token.email));
  const user = await users.findUserById(ctx.db, token.userId);
  if (!user) throw invalidToken();
  const session = await sessionFor(ctx, user);
  return new WithCookies(
    {
      ...session.data,
      signInLink: signInLink(
        ctx.config,
        { isTournament: token.isTournament || body.is_tournament_login === true },
        token.language,
      ),
      emailAddress: token.email,
    },
    session.cookies,
  );
}
