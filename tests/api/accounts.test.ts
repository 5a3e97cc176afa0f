// The whole account journey over real HTTP against a running server (startServer, PGlite in a temp
// folder, mail through a local SMTP capture), with the client typed by the contract.
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { linkIn } from '../support/smtp-capture.ts';
import { useTestServer } from '../support/test-server.ts';

const appUrl = 'http://oncourse.test';
const password = 'Green fairway 18';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real 8×8 PNG. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(24, Buffer.from([0x10, 0x77, 0xc6]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG/JFIF file, which is what the server looks at. */
const jpeg = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00,
  ]),
  Buffer.alloc(200),
  Buffer.from([0xff, 0xd9]),
]);

/** The oncourse_refresh cookie a response sets, with its attributes. */
function refreshCookie(response: Response): { value: string; attributes: string[] } | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('oncourse_refresh='));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair!.slice('oncourse_refresh='.length), attributes };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe('accounts over HTTP', () => {
  const server = useTestServer('accounts', { APP_URL: appUrl });
  const email = `journey.${Date.now().toString(36)}@example.test`;
  const timings = { loginMs: [] as number[], exchangeMs: [] as number[] };

  afterAll(() => {
    if (timings.loginMs.length > 0) {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.info(
        `accounts timings: login median ${median(timings.loginMs).toFixed(0)} ms, token exchange median ${median(timings.exchangeMs).toFixed(0)} ms`,
      );
    }
  });

  const signIn = async (address: string, secret: string, isTournamentLogin = false) => {
    const { result, ms } = await timed(() =>
      server.api.POST('/api/auth/login', {
        body: { email_address: address, password: secret, isTournamentLogin },
      }),
    );
    if (result.response.status === 200) timings.loginMs.push(ms);
    return result;
  };

  it('registers, completes, signs in, rotates tokens, edits the profile, resets the password', async () => {
    // Register: the completion link arrives by e-mail, as text and HTML.
    const registered = await server.api.POST('/api/registration/new-registration', {
      body: {
        first_name: 'Jordan',
        last_name: 'Links',
        email,
        language: 'en',
        status: 'facility Management',
        hear_about_us: 'webSearch',
        allow_correspondence: true,
      },
    });
    expect(registered.data).toEqual({
      ok: true,
      status: 200,
      data: { email_address: email, address_confirmed: false },
    });
    const registrationMail = await server.smtp.waitFor(email);
    expect(registrationMail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(registrationMail.raw).toMatch(/Content-Type: text\/html/i);
    const completeLink = linkIn(registrationMail, '/complete-registration');
    expect(completeLink.origin).toBe(appUrl);
    expect(completeLink.searchParams.get('lang')).toBe('en');
    const registrationToken = completeLink.searchParams.get('token')!;

    const valid = await server.api.GET('/api/registration/validate-token', {
      params: { query: { token: registrationToken } },
    });
    expect(valid.data?.data).toEqual({ valid: true });

    // A weak password is refused with the complexity answer; a good one completes.
    const weak = await server.api.POST('/api/registration/complete-registration', {
      body: { token: registrationToken, password: 'password' },
    });
    expect(weak.response.status).toBe(422);
    expect(weak.error?.data).toEqual({
      field: 'password',
      code: 'PASSWORD_COMPLEXITY',
      number: 402,
      message: 'The password does not meet the required complexity requirements.',
    });
    const completed = await server.api.POST('/api/registration/complete-registration', {
      body: { token: registrationToken, password },
    });
    expect(completed.data?.data).toMatchObject({
      signInLink: `${appUrl}/login?lang=en`,
      emailAddress: email,
    });

    const duplicate = await server.api.POST('/api/registration/new-registration', {
      body: {
        first_name: 'Jordan',
        last_name: 'Links',
        email: email.toUpperCase(),
        language: 'en',
        status: 'coaching',
      },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error?.data).toEqual({
      field: 'email_address',
      code: 'NOT_UNIQUE',
      number: 102,
      message: 'This e-mail address is already registered, please return to login',
    });

    // Sign in: wrong details are 401 with the catalogue's text; right ones answer tokens and set the cookie.
    const wrong = await signIn(email, 'Wrong password 1');
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.data.message).toBe(
      'We couldn’t sign you in. Check your e-mail address and password.',
    );
    const login = await signIn(email, password);
    expect(login.response.status).toBe(200);
    const session = login.data!.data;
    expect(session.user).toMatchObject({
      email_address: email,
      first_name: 'Jordan',
      last_name: 'Links',
      language: 'en',
      allow_correspondence: true,
    });
    const cookie = refreshCookie(login.response);
    expect(cookie?.value).toBe(session.refresh_token);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['Path=/api/auth', 'HttpOnly', 'SameSite=Strict', 'Max-Age=2592000']),
    );
    expect(cookie?.attributes).not.toContain('Secure');
    const userId = session.user.id;

    // Token exchange: the old refresh token is spent; presenting it again revokes the family.
    const first = await timed(() =>
      server.api.POST('/api/auth/token-exchange', { body: { refresh_token: session.refresh_token } }),
    );
    timings.exchangeMs.push(first.ms);
    expect(first.result.response.status).toBe(200);
    const rotated = first.result.data!.data;
    expect(rotated.refreshToken).not.toBe(session.refresh_token);
    expect(refreshCookie(first.result.response)?.value).toBe(rotated.refreshToken);
    const replay = await server.api.POST('/api/auth/token-exchange', {
      body: { refresh_token: session.refresh_token },
    });
    expect(replay.response.status).toBe(401);
    const afterReplay = await server.api.POST('/api/auth/token-exchange', {
      body: { refresh_token: rotated.refreshToken },
    });
    expect(afterReplay.response.status).toBe(401);

    // A fresh session; from here the browser's way: the refresh token only in the cookie.
    const again = await signIn(email, password);
    const auth = { Authorization: `Bearer ${again.data!.data.accessToken}` };
    const byCookie = await timed(() =>
      server.api.POST('/api/auth/token-exchange', {
        body: {},
        headers: { cookie: `oncourse_refresh=${refreshCookie(again.response)!.value}` },
      }),
    );
    timings.exchangeMs.push(byCookie.ms);
    expect(byCookie.result.response.status).toBe(200);
    const refreshInCookie = refreshCookie(byCookie.result.response)!.value;

    // Profile: names and settings.
    const patched = await server.api.PATCH('/api/app-user/{id}', {
      params: { path: { id: userId } },
      body: { first_name: 'Jo', measurement_unit: 'british imperial', email_notifications: true },
      headers: auth,
    });
    expect(patched.data?.data).toMatchObject({
      id: userId,
      first_name: 'Jo',
      last_name: 'Links',
      measurement_unit: 'british imperial',
      email_notifications: true,
    });
    const otherUser = await server.api.GET('/api/app-user/{id}', {
      params: { path: { id: userId + 1000 } },
      headers: auth,
    });
    expect(otherUser.response.status).toBe(403);

    // Profile picture: a PNG in and out, a JPEG named .png accepted by content, text named .png refused.
    const uploadImage = (bytes: Buffer, name: string, type: string) =>
      server.api.POST('/api/app-user/{id}/profile', {
        params: { path: { id: userId } },
        body: { file: new Blob([bytes], { type }) },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('file', body.file as Blob, name);
          return form;
        },
        headers: auth,
      });
    const image = png();
    const uploaded = await uploadImage(image, 'avatar.png', 'image/png');
    expect(uploaded.response.status).toBe(200);
    const imageId = uploaded.data!.data.recordId;
    const downloaded = await server.api.GET('/api/app-user/profile/{imageId}', {
      params: { path: { imageId } },
      headers: auth,
      parseAs: 'arrayBuffer',
    });
    expect(downloaded.response.headers.get('content-type')).toBe('image/png');
    expect(downloaded.response.headers.get('cache-control')).toMatch(/private/);
    expect(Buffer.from(downloaded.data as ArrayBuffer).equals(image)).toBe(true);
    expect(
      (await server.api.GET('/api/app-user/{id}', { params: { path: { id: userId } }, headers: auth })).data
        ?.data.image_id,
    ).toBe(imageId);

    const disguised = await uploadImage(jpeg, 'photo.png', 'image/png');
    expect(disguised.response.status).toBe(200);
    const jpegDownload = await server.api.GET('/api/app-user/profile/{imageId}', {
      params: { path: { imageId: disguised.data!.data.recordId } },
      headers: auth,
      parseAs: 'arrayBuffer',
    });
    expect(jpegDownload.response.headers.get('content-type')).toBe('image/jpeg');
    const text = await uploadImage(Buffer.from('definitely not a picture'), 'notes.png', 'image/png');
    expect(text.response.status).toBe(400);
    expect(text.error?.data).toMatchObject({ field: 'file', code: 'INCORRECT_FORMAT' });

    // Change password, then sign out: the cookie's refresh token stops working.
    const changed = await server.api.POST('/api/app-user/change-password/{id}', {
      params: { path: { id: userId } },
      body: { current_password: password, password: 'Changed fairway 7' },
      headers: auth,
    });
    expect(changed.data?.data).toEqual({ acknowledged: true });
    const loggedOut = await server.api.POST('/api/auth/logout', {
      body: {},
      headers: { cookie: `oncourse_refresh=${refreshInCookie}` },
    });
    expect(loggedOut.data?.data).toEqual({ acknowledged: true });
    expect(refreshCookie(loggedOut.response)?.value).toBe('');
    const afterLogout = await server.api.POST('/api/auth/token-exchange', {
      body: { refresh_token: refreshInCookie },
    });
    expect(afterLogout.response.status).toBe(401);

    // Password reset: the same answer for a known and an unknown address; only the known one gets mail.
    const mailsBefore = server.smtp.messages.length;
    const known = await server.api.POST('/api/auth/request-password-reset', {
      body: { email_address: email },
    });
    const unknown = await server.api.POST('/api/auth/request-password-reset', {
      body: { email_address: `nobody.${email}` },
    });
    expect(known.data).toEqual({ ok: true, status: 200, data: { acknowledged: true } });
    expect(unknown.data).toEqual(known.data);
    const resetMail = await server.smtp.waitFor(email, { since: mailsBefore });
    const resetLink = linkIn(resetMail, '/new-password');
    const resetToken = resetLink.searchParams.get('token')!;
    expect(
      (
        await server.api.GET('/api/auth/validate-password-reset-token', {
          params: { query: { token: resetToken } },
        })
      ).data?.data,
    ).toEqual({ valid: true });
    const reset = await server.api.POST('/api/auth/new-password', {
      body: { token: resetToken, password: 'Reset fairway 8' },
    });
    expect(reset.data?.data).toMatchObject({ signInLink: `${appUrl}/login?lang=en`, emailAddress: email });
    expect(
      server.smtp.messages.slice(mailsBefore).filter((mail) => mail.to.includes(`nobody.${email}`)),
    ).toEqual([]);

    expect((await signIn(email, 'Changed fairway 7')).response.status).toBe(401);
    expect((await signIn(email, 'Reset fairway 8')).response.status).toBe(200);
  });

  it('refuses a tournament sign-in for an account without a tournament', async () => {
    const tournamentEmail = `director.${Date.now().toString(36)}@example.test`;
    await server.api.POST('/api/registration/new-registration', {
      body: {
        first_name: 'Dana',
        last_name: 'Director',
        email: tournamentEmail,
        language: 'en',
        status: 'tournament director',
      },
    });
    const token = linkIn(
      await server.smtp.waitFor(tournamentEmail),
      '/complete-registration',
    ).searchParams.get('token')!;
    const completed = await server.api.POST('/api/registration/complete-registration', {
      body: { token, password },
    });
    expect(completed.data?.data).toMatchObject({
      signInLink: `${appUrl}/tournaments/login?lang=en`,
      emailAddress: tournamentEmail,
    });
    const refused = await signIn(tournamentEmail, password, true);
    expect(refused.response.status).toBe(403);
    expect(refused.error?.data).toMatchObject({
      code: 'FORBIDDEN_RESOURCE',
      message: 'There is not a tournament associated with this account.',
    });
  });

  it('rate-limits sign-in: past 10 calls in a minute the answer is 429 in the error shape', async () => {
    const probe = () =>
      server.api.POST('/api/auth/login', {
        body: { email_address: `probe.${Math.random()}@example.test`, password: 'Wrong password 1' },
      });
    const firstProbe = await probe();
    expect(firstProbe.response.headers.get('x-ratelimit-limit')).toBe('10');
    let remaining = Number(firstProbe.response.headers.get('x-ratelimit-remaining'));
    expect(remaining).toBeLessThan(10);
    while (remaining > 0) {
      const response = await probe();
      expect(response.response.status).toBe(401);
      remaining = Number(response.response.headers.get('x-ratelimit-remaining'));
    }
    const limited = await probe();
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.error).toMatchObject({
      ok: false,
      status: 429,
      data: { code: 'TOO_MANY_REQUESTS', number: 429 },
    });
  });
});
