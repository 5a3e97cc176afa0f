import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { passwordResetTokens, refreshTokenFamilies, refreshTokens, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { currentParameters, hashPassword, hashWith, productionParameters } from '../accounts/passwords.ts';
import { testHashParameters } from '../../test/fast-password-hashes.ts';
import { hashSecretToken } from '../accounts/secret-tokens.ts';
import {
  freshEmail,
  freshIp,
  goodPassword,
  json,
  mailsTo,
  registerAndSignIn,
  registrationPayload,
  signIn,
  tokenIn,
  waitForMails,
} from '../../test/accounts.ts';
import { loginMessages } from './auth.service.ts';

const refreshTtl = 3600;

function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'oncourse_refresh');
}

describe.each(databases())('sign-in, tokens and password reset on %s', (kind) => {
  // An https APP_URL: the refresh cookie must then be Secure, and links must use it.
  const t = useTestApp(kind, { config: { appUrl: 'https://oncourse.example', refreshTokenTtl: refreshTtl } });

  const login = (body: Record<string, unknown>, ip = freshIp()) =>
    t.current.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
  // token-exchange and logout take the refresh token from the body or the cookie.
  const withRefreshToken = (url: string) => (body: Record<string, unknown>, cookie?: string) =>
    t.current.app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: freshIp(),
      ...(cookie ? { cookies: { oncourse_refresh: cookie } } : {}),
    });
  const exchange = withRefreshToken('/api/auth/token-exchange');
  const logout = withRefreshToken('/api/auth/logout');
  // A registration whose e-mailed link is never followed, so the account has no password yet.
  const startRegistration = (payload: Record<string, unknown>) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      payload,
      remoteAddress: freshIp(),
    });
  const requestReset = (email: string, isTournament = false, returnTo?: string) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: {
        email_address: email,
        is_tournament_login: isTournament,
        ...(returnTo ? { return_to: returnTo } : {}),
      },
      remoteAddress: freshIp(),
    });
  const setNewPassword = (token: string, password: string) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/auth/new-password',
      payload: { token, password },
      remoteAddress: freshIp(),
    });
  const validateReset = (token: string) =>
    t.current.app.inject({
      method: 'GET',
      url: `/api/auth/validate-password-reset-token?token=${encodeURIComponent(token)}`,
      remoteAddress: freshIp(),
    });
  const getUser = (id: number, accessToken: string) =>
    t.current.app.inject({
      method: 'GET',
      url: `/api/app-user/${id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  describe('login', () => {
    it('answers the user and both tokens, and sets the refresh cookie HttpOnly, Strict, Secure on /api/auth', async () => {
      const account = await registerAndSignIn(t.current, { first_name: 'Robin', language: 'de' });
      const response = await login({ email_address: account.email.toUpperCase(), password: goodPassword });
      expect(response.statusCode).toBe(200);
      const { data } = json<{
        data: { user: Record<string, unknown>; accessToken: string; refresh_token: string };
      }>(response);
      expect(data.user).toEqual({
        id: account.id,
        email_address: account.email,
        first_name: 'Robin',
        last_name: 'Greenkeeper',
        language: 'de',
        image_id: null,
        email_notifications: false,
        measurement_unit: 'metric',
        introductory_tour: false,
        allow_correspondence: false,
        active_organisation_id: null,
        // The role chosen at registration (test/accounts.ts registers as 'management').
        job_role: 'management',
      });
      expect(data.accessToken.split('.')).toHaveLength(3);
      expect(data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(refreshCookie(response)).toMatchObject({
        value: data.refresh_token,
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Strict',
        secure: true,
        maxAge: refreshTtl,
      });
      expect((await getUser(account.id, data.accessToken)).statusCode).toBe(200);
    });

    it('stores refresh tokens only as hashes', async () => {
      const account = await registerAndSignIn(t.current);
      const rows = await t.current.db.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
      expect(rows.map((row) => row.tokenHash)).toContain(hashSecretToken(account.refreshToken));
      expect(rows.map((row) => row.tokenHash)).not.toContain(account.refreshToken);
    });

    it('answers wrong passwords and unknown addresses with the same 401', async () => {
      const account = await registerAndSignIn(t.current);
      const wrong = await login({ email_address: account.email, password: 'Wrong password 1' });
      const unknown = await login({ email_address: freshEmail('ghost'), password: 'Wrong password 1' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({
          ok: false,
          status: 401,
          data: {
            field: null,
            code: 'INVALID_CREDENTIALS',
            number: 401,
            message: loginMessages.invalidCredentials,
          },
        });
        expect(refreshCookie(response)).toBeUndefined();
      }
    });

    it('takes as long for an unknown address as for a wrong password (a hash is computed either way)', async () => {
      // At the production cost, a hash outweighs the rest of a sign-in, as it does for a real guesser.
      hashWith(productionParameters);
      onTestFinished(() => hashWith(testHashParameters));
      const account = await registerAndSignIn(t.current);
      const time = async (email: string) => {
        const started = performance.now();
        await login({ email_address: email, password: 'Wrong password 1' });
        return performance.now() - started;
      };
      await time(freshEmail('warm'));
      const known = await time(account.email);
      const unknown = await time(freshEmail('ghost'));
      expect(unknown).toBeGreaterThan(known / 4);
    });

    it('refuses an account whose registration is not completed with 403', async () => {
      const payload = registrationPayload();
      await startRegistration(payload);
      const response = await login({ email_address: payload.email, password: goodPassword });
      expect(response.statusCode).toBe(403);
      expect(json(response).data).toEqual({
        field: null,
        code: 'FORBIDDEN_RESOURCE',
        number: 110,
        message: loginMessages.cannotSignIn,
      });
    });

    it('refuses a tournament sign-in without a tournament, and allows it with one', async () => {
      const account = await registerAndSignIn(t.current, { status: 'tournament manager' });
      const refused = await login({
        email_address: account.email,
        password: goodPassword,
        isTournamentLogin: true,
      });
      expect(refused.statusCode).toBe(403);
      expect(json(refused).data).toMatchObject({
        code: 'FORBIDDEN_RESOURCE',
        message: loginMessages.noTournament,
      });
      expect(refreshCookie(refused)).toBeUndefined();

      // Organisation 2 is the seeded demo tournament; an invitation is enough to sign in and accept it.
      await t.current.addMember(account.id, 2, 'USER', 'invited');
      expect(
        (await login({ email_address: account.email, password: goodPassword, isTournamentLogin: true }))
          .statusCode,
      ).toBe(200);
    });

    it('does not tell a wrong password of a tournament-less account apart from other wrong passwords', async () => {
      const account = await registerAndSignIn(t.current);
      const response = await login({
        email_address: account.email,
        password: 'Wrong password 1',
        isTournamentLogin: true,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a client for 15 minutes after 5 failures for an address, even with the right password', async () => {
      const account = await registerAndSignIn(t.current);
      const stranger = freshIp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (await login({ email_address: account.email, password: `Wrong password ${attempt}` }, stranger))
            .statusCode,
        ).toBe(401);
      }
      const blocked = await login(
        { email_address: account.email.toUpperCase(), password: goodPassword },
        stranger,
      );
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).data).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        number: 429,
        message: loginMessages.tooManyFailures,
      });
      // Other addresses are unaffected.
      const other = await registerAndSignIn(t.current);
      expect((await login({ email_address: other.email, password: goodPassword })).statusCode).toBe(200);
    });

    it('lets the owner sign in while a stranger is guessing their password', async () => {
      const account = await registerAndSignIn(t.current);
      // The owner's browser signed in before: it holds the account's device cookie.
      const earlier = await login({ email_address: account.email, password: goodPassword });
      const device = earlier.cookies.find((cookie) => cookie.name === 'oncourse_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', secure: true });
      const stranger = freshIp();
      for (let attempt = 0; attempt < 7; attempt += 1)
        await login({ email_address: account.email, password: `Guess ${attempt}` }, stranger);
      expect(
        (await login({ email_address: account.email, password: goodPassword }, stranger)).statusCode,
      ).toBe(429);
      // The owner, on their own browser, gets in: the stranger's guesses never lock it out.
      const owner = await t.current.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email_address: account.email, password: goodPassword },
        remoteAddress: freshIp(),
        cookies: { oncourse_device: device!.value },
      });
      expect(owner.statusCode).toBe(200);
    });

    it('answers an unknown address exactly as a wrong password', async () => {
      const account = await registerAndSignIn(t.current);
      const wrong = await login({ email_address: account.email, password: 'Wrong password 1' });
      const unknown = await login({ email_address: freshEmail('nobody'), password: 'Wrong password 1' });
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(json(unknown)).toEqual(json(wrong));
    });

    it('refuses a client that guesses across many addresses', async () => {
      const guesser = freshIp();
      let status = 0;
      for (let attempt = 0; attempt < 31 && status !== 429; attempt += 1) {
        status = (await login({ email_address: freshEmail('victim'), password: 'Guess 1' }, guesser))
          .statusCode;
      }
      expect(status).toBe(429);
    });

    it('clears the failure count after a successful sign-in', async () => {
      const account = await registerAndSignIn(t.current);
      const client = freshIp();
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < 4; attempt += 1)
          await login({ email_address: account.email, password: 'Wrong password 1' }, client);
        expect(
          (await login({ email_address: account.email, password: goodPassword }, client)).statusCode,
        ).toBe(200);
      }
    });

    it('rate-limits sign-in per client address: the 11th call in a minute is 429', async () => {
      const ip = freshIp();
      for (let call = 1; call <= 10; call += 1) {
        expect(
          (await login({ email_address: freshEmail('probe'), password: 'Wrong password 1' }, ip)).statusCode,
        ).toBe(401);
      }
      const limited = await login({ email_address: freshEmail('probe'), password: 'Wrong password 1' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toMatchObject({
        ok: false,
        status: 429,
        data: { code: 'TOO_MANY_REQUESTS', number: 429 },
      });
    });

    it('rehashes a password stored with older scrypt parameters on sign-in', async () => {
      const account = await registerAndSignIn(t.current);
      const old = await hashPassword(goodPassword, { N: 2 ** 10, r: 8, p: 1 });
      await t.current.db.db.update(users).set({ passwordHash: old }).where(eq(users.id, account.id));
      expect((await login({ email_address: account.email, password: goodPassword })).statusCode).toBe(200);
      const [row] = await t.current.db.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, account.id));
      expect(row!.passwordHash!.startsWith(`scrypt$${currentParameters.N}$8$1$`)).toBe(true);
      expect((await login({ email_address: account.email, password: goodPassword })).statusCode).toBe(200);
    });

    it('refuses a malformed body with 400', async () => {
      expect((await login({ email_address: 'a@b.test' })).statusCode).toBe(400);
      expect((await login({ email_address: '', password: 'x' })).statusCode).toBe(400);
    });
  });

  describe('token exchange and logout', () => {
    it('rotates: a refresh token from the body works once and answers a new pair and cookie', async () => {
      const account = await registerAndSignIn(t.current);
      const response = await exchange({ refresh_token: account.refreshToken });
      expect(response.statusCode).toBe(200);
      const { data } = json<{ data: { accessToken: string; refreshToken: string } }>(response);
      expect(data.refreshToken).not.toBe(account.refreshToken);
      expect(refreshCookie(response)).toMatchObject({
        value: data.refreshToken,
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Strict',
        secure: true,
      });
      expect((await getUser(account.id, data.accessToken)).statusCode).toBe(200);
      expect((await exchange({ refresh_token: data.refreshToken })).statusCode).toBe(200);
    });

    it('takes the refresh token from the cookie when the body is empty', async () => {
      const account = await registerAndSignIn(t.current);
      const response = await exchange({}, account.refreshToken);
      expect(response.statusCode).toBe(200);
      expect(refreshCookie(response)?.value).toBe(
        json<{ data: { refreshToken: string } }>(response).data.refreshToken,
      );
    });

    it('revokes the whole family when a spent token is presented again', async () => {
      const account = await registerAndSignIn(t.current);
      const next = json<{ data: { refreshToken: string } }>(
        await exchange({ refresh_token: account.refreshToken }),
      ).data.refreshToken;

      const replay = await exchange({ refresh_token: account.refreshToken });
      expect(replay.statusCode).toBe(401);
      expect(json(replay).data).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: loginMessages.refreshRefused,
      });
      // The replay cleared the cookie, and the thief's or owner's newer token is dead too.
      expect(refreshCookie(replay)?.value).toBe('');
      expect((await exchange({ refresh_token: next })).statusCode).toBe(401);
      // Other sessions of the same user are separate families and keep working.
      const other = await signIn(t.current, account.email, goodPassword);
      expect((await exchange({ refresh_token: other.refreshToken })).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous exchanges of the same token through, and then revokes the family', async () => {
      const account = await registerAndSignIn(t.current);
      const results = await Promise.all([
        exchange({ refresh_token: account.refreshToken }),
        exchange({ refresh_token: account.refreshToken }),
      ]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 401]);
      const winner = results.find((result) => result.statusCode === 200)!;
      expect(
        (
          await exchange({
            refresh_token: json<{ data: { refreshToken: string } }>(winner).data.refreshToken,
          })
        ).statusCode,
      ).toBe(401);
    });

    it('refuses missing, unknown and expired refresh tokens with 401', async () => {
      expect((await exchange({})).statusCode).toBe(401);
      expect((await exchange({ refresh_token: 'not-a-token' })).statusCode).toBe(401);
      const account = await registerAndSignIn(t.current);
      await t.current.db.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashSecretToken(account.refreshToken)));
      expect((await exchange({ refresh_token: account.refreshToken })).statusCode).toBe(401);
    });

    it('logs out: revokes the family and clears the cookie; the access token is not renewed any more', async () => {
      const account = await registerAndSignIn(t.current);
      const response = await logout({}, account.refreshToken);
      expect(json(response)).toEqual({ ok: true, status: 200, data: { acknowledged: true } });
      const cleared = refreshCookie(response);
      expect(cleared).toMatchObject({ value: '', path: '/api/auth', httpOnly: true });
      expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
      expect((await exchange({ refresh_token: account.refreshToken })).statusCode).toBe(401);
      const [family] = await t.current.db.db
        .select({ revokedAt: refreshTokenFamilies.revokedAt })
        .from(refreshTokenFamilies)
        .innerJoin(refreshTokens, eq(refreshTokens.familyId, refreshTokenFamilies.id))
        .where(eq(refreshTokens.tokenHash, hashSecretToken(account.refreshToken)));
      expect(family!.revokedAt).not.toBeNull();
    });

    it('answers logout with success for a missing or unknown token', async () => {
      expect((await logout({})).statusCode).toBe(200);
      expect((await logout({ refresh_token: 'unknown' })).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses, and mails only the known one', async () => {
      const account = await registerAndSignIn(t.current, { language: 'de' });
      const ghost = freshEmail('ghost');
      const known = await requestReset(account.email);
      const unknown = await requestReset(ghost);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(json(known)).toEqual({ ok: true, status: 200, data: { acknowledged: true } });

      const [mail] = await waitForMails(t.current.db.db, account.email, 2);
      expect(mail!.subject).toBe('Setzen Sie Ihr OnCourse-Passwort zurück');
      const link = new URL(/https:\/\/oncourse\.example\/new-password\S+/.exec(mail!.text)![0]);
      expect(link.searchParams.get('lang')).toBe('de');
      expect(mail!.html).toContain('https://oncourse.example/new-password?token=');
      // A mail is written to the outbox in the transaction of the call that causes it
      // (docs/security-operations.md#mail), so once a call has answered, its mail is there or never comes.
      expect(await mailsTo(t.current.db.db, ghost)).toEqual([]);
    });

    it('sends no reset mail to a registration that was never completed', async () => {
      const payload = registrationPayload();
      await startRegistration(payload);
      expect((await requestReset(payload.email)).statusCode).toBe(200);
      expect(await mailsTo(t.current.db.db, payload.email)).toHaveLength(1);
    });

    it('sets a new password once, signs every other device out and signs this one in', async () => {
      const account = await registerAndSignIn(t.current);
      await requestReset(account.email);
      const [mail] = await waitForMails(t.current.db.db, account.email, 2);
      // The facility theme's green (docs/accounts.md#purpose), the tournament's blue in the next test.
      expect(mail!.html).toContain('background:#4CA471');
      const token = tokenIn(mail!.text);
      expect(json(await validateReset(token)).data).toEqual({ valid: true });

      const weak = await setNewPassword(token, 'weakpass');
      expect(weak.statusCode).toBe(422);
      expect(json(weak).data).toMatchObject({ field: 'password', code: 'PASSWORD_COMPLEXITY' });

      const done = await setNewPassword(token, 'New fairway 19');
      expect(done.statusCode).toBe(200);
      const { data } = json<{
        data: Record<string, unknown> & { refresh_token: string; accessToken: string };
      }>(done);
      expect(data).toMatchObject({
        signInLink: 'https://oncourse.example/login?lang=en',
        emailAddress: account.email,
        user: { id: account.id, email_address: account.email },
      });
      // Signed in by the answer, as a sign-in would: the cookie is the session's, and it works.
      expect(refreshCookie(done)).toMatchObject({
        value: data.refresh_token,
        httpOnly: true,
        path: '/api/auth',
      });
      expect((await getUser(account.id, data.accessToken)).statusCode).toBe(200);
      expect((await exchange({}, data.refresh_token)).statusCode).toBe(200);

      const again = await setNewPassword(token, 'Third fairway 20');
      expect(again.statusCode).toBe(422);
      expect(json(again).data).toMatchObject({
        field: 'token',
        code: 'INVALID_RESOURCE',
        message: loginMessages.invalidResetToken,
      });
      expect(json(await validateReset(token)).data).toEqual({ valid: false });

      expect((await exchange({ refresh_token: account.refreshToken })).statusCode).toBe(401);
      expect((await login({ email_address: account.email, password: goodPassword })).statusCode).toBe(401);
      expect((await login({ email_address: account.email, password: 'New fairway 19' })).statusCode).toBe(
        200,
      );
    });

    it('links tournament resets to /tournaments/new-password and back to /tournaments/login', async () => {
      const account = await registerAndSignIn(t.current, { status: 'tournament director' });
      await requestReset(account.email, true);
      const [mail] = await waitForMails(t.current.db.db, account.email, 2);
      expect(mail!.text).toContain('https://oncourse.example/tournaments/new-password?token=');
      expect(mail!.html).toContain('background:#1077C6');
      const done = await setNewPassword(tokenIn(mail!.text), 'New fairway 19');
      expect(json(done).data).toMatchObject({
        signInLink: 'https://oncourse.example/tournaments/login?lang=en',
        emailAddress: account.email,
      });
    });

    it('mails the page the person was going to with the link, and only a path inside the app', async () => {
      const account = await registerAndSignIn(t.current);
      await requestReset(account.email, false, '/helpdesk?tab=sent');
      const [mail] = await waitForMails(t.current.db.db, account.email, 2);
      const link = new URL(/https:\/\/oncourse\.example\/new-password\S+/.exec(mail!.text)![0]);
      expect(link.searchParams.get('returnTo')).toBe('/helpdesk?tab=sent');
      for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        const other = await registerAndSignIn(t.current);
        await requestReset(other.email, false, elsewhere);
        const [otherMail] = await waitForMails(t.current.db.db, other.email, 2);
        const otherLink = new URL(/https:\/\/oncourse\.example\/new-password\S+/.exec(otherMail!.text)![0]);
        expect(otherLink.searchParams.has('returnTo'), elsewhere).toBe(false);
      }
    });

    it('keeps only the newest link working, stores it hashed and lets it expire after an hour', async () => {
      const account = await registerAndSignIn(t.current);
      await requestReset(account.email);
      const first = tokenIn((await waitForMails(t.current.db.db, account.email, 2))[0]!.text);
      await requestReset(account.email);
      const second = tokenIn((await waitForMails(t.current.db.db, account.email, 3))[0]!.text);
      expect(json(await validateReset(first)).data).toEqual({ valid: false });
      expect(json(await validateReset(second)).data).toEqual({ valid: true });

      const [row] = await t.current.db.db
        .select({ expiresAt: passwordResetTokens.expiresAt })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashSecretToken(second)));
      const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);

      await t.current.db.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashSecretToken(second)));
      expect(json(await validateReset(second)).data).toEqual({ valid: false });
      expect((await setNewPassword(second, 'New fairway 19')).statusCode).toBe(422);
    });

    it('rate-limits reset requests per client address', async () => {
      const ip = freshIp();
      const call = () =>
        t.current.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email_address: freshEmail('x') },
          remoteAddress: ip,
        });
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    });
  });
});
