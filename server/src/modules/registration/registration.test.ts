import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { registrationTokens, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { hashSecretToken } from '../accounts/secret-tokens.ts';
import {
  freshEmail,
  freshIp,
  goodPassword,
  json,
  registrationPayload,
  mailsTo,
  tokenIn,
  waitForMails,
  type RegistrationFields,
} from '../../test/accounts.ts';
import { currentParameters, passwordComplexityMessage } from '../accounts/passwords.ts';
import { registrationMessages } from './registration.service.ts';

describe.each(databases())('registration on %s', (kind) => {
  const t = useTestApp(kind, { config: { appUrl: 'http://oncourse.test' } });

  const register = (fields: RegistrationFields = {}, ip = freshIp()) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      payload: registrationPayload(fields),
      remoteAddress: ip,
    });
  const complete = (token: string, password: string, ip = freshIp()) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/registration/complete-registration',
      payload: { token, password },
      remoteAddress: ip,
    });
  const validate = (token: string) =>
    t.current.app.inject({
      method: 'GET',
      url: `/api/registration/validate-token?token=${encodeURIComponent(token)}`,
      remoteAddress: freshIp(),
    });
  const resend = (email: string) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/registration/re-send-email',
      payload: { email_address: email },
      remoteAddress: freshIp(),
    });

  async function registeredToken(fields: RegistrationFields = {}) {
    const email = fields.email ?? freshEmail();
    const response = await register({ ...fields, email });
    expect(response.statusCode).toBe(200);
    const [mail] = await waitForMails(t.current.db.db, email);
    return { email, token: tokenIn(mail!.text), mail: mail! };
  }

  it('registers and e-mails a completion link (HTML and text) with the token and language', async () => {
    const email = freshEmail();
    const response = await register({
      email,
      language: 'de',
      first_name: 'Anna <b>',
      hear_about_us: 'magazine',
      allow_correspondence: true,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      ok: true,
      status: 200,
      data: { email_address: email, address_confirmed: false },
    });

    const [mail] = await waitForMails(t.current.db.db, email);
    const link = new URL(/http:\/\/oncourse\.test\/complete-registration\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('lang')).toBe('de');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(link.toString().replace(/&/g, '&amp;'));
    // The name is the registrant's to choose: it must not become markup in the mail.
    expect(mail!.html).toContain('Anna &lt;b&gt;');
    expect(mail!.html).not.toContain('Anna <b>');

    const [user] = await t.current.db.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      firstName: 'Anna <b>',
      language: 'de',
      hearAboutUs: 'magazine',
      allowCorrespondence: true,
      jobRole: 'management',
    });
    expect(user!.passwordHash).toBeNull();
    expect(user!.registrationCompletedAt).toBeNull();
  });

  it('stores the token only as its SHA-256 hash, valid for 48 hours', async () => {
    const { email, token } = await registeredToken();
    const [row] = await t.current.db.db
      .select({ tokenHash: registrationTokens.tokenHash, expiresAt: registrationTokens.expiresAt })
      .from(registrationTokens)
      .innerJoin(users, eq(users.id, registrationTokens.userId))
      .where(eq(users.email, email));
    expect(row!.tokenHash).toBe(hashSecretToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it.each<[string, RegistrationFields, number, string, string]>([
    ['a missing first name', { first_name: undefined }, 400, 'REQUIRED_FIELD_MISSING', 'first_name'],
    ['a blank last name', { last_name: '   ' }, 400, 'REQUIRED_FIELD_MISSING', 'last_name'],
    ['a name over 500 characters', { first_name: 'x'.repeat(501) }, 400, 'ABOVE_MAX_VALUE', 'first_name'],
    ['a missing e-mail', { email: undefined }, 400, 'REQUIRED_FIELD_MISSING', 'email'],
    ['an invalid e-mail', { email: 'not-an-address' }, 400, 'INCORRECT_FORMAT', 'email'],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.test` },
      400,
      'ABOVE_MAX_VALUE',
      'email',
    ],
    ['an unsupported language', { language: 'xx' }, 400, 'UNKNOWN_ENUM_VALUE', 'language'],
    ['a malformed language', { language: 'english' as never }, 400, 'INCORRECT_FORMAT', 'language'],
    [
      'an unknown hear-about-us value',
      { hear_about_us: 'radio' as never },
      400,
      'UNKNOWN_ENUM_VALUE',
      'hear_about_us',
    ],
    [
      'allow_correspondence that is not a boolean',
      { allow_correspondence: 'yes' as never },
      400,
      'INCORRECT_FORMAT',
      'allow_correspondence',
    ],
    ['an unknown property', { is_admin: true } as never, 400, 'INVALID_RESOURCE', 'is_admin'],
  ])('refuses %s', async (_name, fields, status, code, field) => {
    const payload = registrationPayload(fields);
    for (const [key, value] of Object.entries(fields))
      if (value === undefined) delete (payload as Record<string, unknown>)[key];
    const response = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      payload,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ ok: false, status, data: { code, field } });
  });

  it('refuses a role that is neither a facility nor a tournament role', async () => {
    const response = await register({ status: 'greenkeeper' as never });
    expect(response.statusCode).toBe(400);
    expect(json(response).data).toMatchObject({ field: 'status' });
  });

  it('accepts every hear-about-us value and null', async () => {
    for (const hear of ['webSearch', 'invite', null] as const) {
      expect((await register({ hear_about_us: hear })).statusCode).toBe(200);
    }
  });

  it('answers 409 NOT_UNIQUE on email_address for an address with an account, whatever its case', async () => {
    const { email, token } = await registeredToken();
    expect((await complete(token, goodPassword)).statusCode).toBe(200);
    const response = await register({ email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      ok: false,
      status: 409,
      data: {
        field: 'email_address',
        code: 'NOT_UNIQUE',
        number: 102,
        message: registrationMessages.duplicate,
      },
    });
  });

  it('lets a pending registration register again: new details, new link, the old link stops working', async () => {
    const { email, token: first } = await registeredToken({ first_name: 'First' });
    const again = await register({ email: email.toUpperCase(), first_name: 'Second' });
    expect(again.statusCode).toBe(200);
    const mails = await waitForMails(t.current.db.db, email, 2);
    const second = tokenIn(mails[0]!.text);
    expect(second).not.toBe(first);
    expect(json(await validate(first)).data).toEqual({ valid: false });
    expect(json(await validate(second)).data).toEqual({ valid: true });
    const [user] = await t.current.db.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(user).toMatchObject({ firstName: 'Second', email: email.toUpperCase() });
  });

  it('re-sends a new link for a pending registration and invalidates the old one', async () => {
    const { email, token: first } = await registeredToken();
    const response = await resend(email);
    expect(json(response)).toEqual({ ok: true, status: 200, data: { acknowledged: true } });
    const mails = await waitForMails(t.current.db.db, email, 2);
    const second = tokenIn(mails[0]!.text);
    expect(json(await validate(first)).data).toEqual({ valid: false });
    expect(json(await validate(second)).data).toEqual({ valid: true });
  });

  it('answers re-send the same for unknown and completed addresses, and sends them nothing', async () => {
    const unknown = freshEmail('nobody');
    const { email: completed, token } = await registeredToken();
    await complete(token, goodPassword);
    const answers = [await resend(unknown), await resend(completed)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(JSON.stringify({ ok: true, status: 200, data: { acknowledged: true } }));
    }
    // A mail is written to the outbox in the transaction of the call that causes it
    // (docs/security-operations.md#mail), so once a call has answered, its mail is there or never comes.
    expect(await mailsTo(t.current.db.db, completed)).toHaveLength(1);
    expect(await mailsTo(t.current.db.db, unknown)).toEqual([]);
  });

  it('validates tokens: a fresh one is valid; unknown and malformed ones are not', async () => {
    const { token } = await registeredToken();
    expect(json(await validate(token))).toEqual({ ok: true, status: 200, data: { valid: true } });
    expect(json(await validate('unknown-token')).data).toEqual({ valid: false });
    expect(
      (
        await t.current.app.inject({
          method: 'GET',
          url: '/api/registration/validate-token',
          remoteAddress: freshIp(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a weak password with 422 PASSWORD_COMPLEXITY, keeping the token usable', async () => {
    const { token } = await registeredToken();
    for (const weak of ['short1', 'onlyletters', '123456789']) {
      const response = await complete(token, weak);
      expect(response.statusCode).toBe(422);
      expect(json(response).data).toEqual({
        field: 'password',
        code: 'PASSWORD_COMPLEXITY',
        number: 402,
        message: passwordComplexityMessage,
      });
    }
    expect(json(await validate(token)).data).toEqual({ valid: true });
  });

  it('completes with a good password, signs the new account in, and the token works once', async () => {
    const { email, token } = await registeredToken({ language: 'fr' });
    const response = await complete(token, goodPassword);
    expect(response.statusCode).toBe(200);
    const { data } = json<{
      data: Record<string, unknown> & { accessToken: string; refresh_token: string; user: { id: number } };
    }>(response);
    expect(data).toMatchObject({
      signInLink: 'http://oncourse.test/login?lang=fr',
      emailAddress: email,
      user: { email_address: email, language: 'fr' },
    });
    // Signed in by the answer: no second sign-in with the password just chosen.
    expect(response.cookies.find((cookie) => cookie.name === 'oncourse_refresh')?.value).toBe(
      data.refresh_token,
    );
    const me = await t.current.app.inject({
      method: 'GET',
      url: `/api/app-user/${data.user.id}`,
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(me.statusCode).toBe(200);

    const [user] = await t.current.db.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash!.startsWith(`scrypt$${currentParameters.N}$8$1$`)).toBe(true);
    expect(user!.registrationCompletedAt).not.toBeNull();

    const reused = await complete(token, 'Another pass 2');
    expect(reused.statusCode).toBe(422);
    expect(json(reused).data).toMatchObject({
      field: 'token',
      code: 'INVALID_RESOURCE',
      message: registrationMessages.invalidToken,
    });
    expect(json(await validate(token)).data).toEqual({ valid: false });
  });

  it('keeps the tournament variant: a tournament role gets a blue mail and the tournament sign-in link', async () => {
    const { token, mail, email } = await registeredToken({ status: 'tournament director' });
    expect(mail.html).toContain('background:#1077C6');
    expect((await registeredToken()).mail.html).toContain('background:#4CA471');
    expect(json(await complete(token, goodPassword)).data).toMatchObject({
      signInLink: 'http://oncourse.test/tournaments/login?lang=en',
      emailAddress: email,
    });
  });

  it('refuses an expired token', async () => {
    const { token } = await registeredToken();
    await t.current.db.db
      .update(registrationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationTokens.tokenHash, hashSecretToken(token)));
    expect(json(await validate(token)).data).toEqual({ valid: false });
    expect((await complete(token, goodPassword)).statusCode).toBe(422);
  });

  it('lets only one of two simultaneous completions with the same token win', async () => {
    const { token } = await registeredToken();
    const results = await Promise.all([complete(token, goodPassword), complete(token, 'Other pass 99')]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 422]);
  });

  it('rate-limits registration per client address: the 11th call in a minute is 429', async () => {
    const ip = freshIp();
    for (let call = 1; call <= 10; call += 1) expect((await register({}, ip)).statusCode).toBe(200);
    const limited = await register({}, ip);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({
      ok: false,
      status: 429,
      data: { code: 'TOO_MANY_REQUESTS', number: 429, field: null },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await register({})).statusCode).toBe(200);
  });

  it('stops mailing one address after five links in 15 minutes, without telling re-send callers', async () => {
    const { email } = await registeredToken();
    for (let call = 0; call < 4; call += 1) expect((await resend(email)).statusCode).toBe(200);
    await waitForMails(t.current.db.db, email, 5);
    expect((await resend(email)).statusCode).toBe(200);
    const refused = await register({ email });
    expect(refused.statusCode).toBe(429);
    // Written in the answered calls' own transactions (docs/security-operations.md#mail): no sixth can follow.
    expect(await mailsTo(t.current.db.db, email)).toHaveLength(5);
  });
});
