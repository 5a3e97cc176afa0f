import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedFiles, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import {
  freshIp,
  goodPassword,
  jpegImage,
  json,
  multipartFile,
  pngImage,
  registerAndSignIn,
  signIn,
  type SignedInUser,
} from '../../test/accounts.ts';

const uploadMaxBytes = 8 * 1024;

describe.each(databases())('the user profile on %s', (kind) => {
  const t = useTestApp(kind, { config: { uploadMaxBytes } });

  const call = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    account: SignedInUser | null,
    payload?: unknown,
  ) =>
    t.current.app.inject({
      method,
      url,
      remoteAddress: account?.ip ?? freshIp(),
      ...(account ? { headers: account.headers } : {}),
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const upload = (
    account: SignedInUser,
    filename: string,
    contentType: string,
    data: Buffer,
    userId = account.id,
  ) => {
    const body = multipartFile('file', filename, contentType, data);
    return t.current.app.inject({
      method: 'POST',
      url: `/api/app-user/${userId}/profile`,
      payload: body.payload,
      headers: { ...account.headers, ...body.headers },
      remoteAddress: account.ip,
    });
  };

  describe('only the user themself', () => {
    it('answers 401 without a token and 403 FORBIDDEN_RESOURCE for every call about another user', async () => {
      const me = await registerAndSignIn(t.current);
      const other = await registerAndSignIn(t.current);
      const png = multipartFile('file', 'me.png', 'image/png', pngImage());
      const attempts = [
        call('GET', `/api/app-user/${other.id}`, me),
        call('PATCH', `/api/app-user/${other.id}`, me, { first_name: 'Mallory' }),
        call('POST', `/api/app-user/change-password/${other.id}`, me, {
          current_password: goodPassword,
          password: 'Taken over 1',
        }),
        t.current.app.inject({
          method: 'POST',
          url: `/api/app-user/${other.id}/profile`,
          payload: png.payload,
          headers: { ...me.headers, ...png.headers },
        }),
        call('GET', `/api/app-user/${other.id}/organisation`, me),
        call('PATCH', `/api/app-user/${other.id}/organisation/1`, me, { role: 'coaching' }),
        call('GET', `/api/organisation/user-in-organisation/${other.id}`, me),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(json(response)).toMatchObject({
          ok: false,
          status: 403,
          data: { code: 'FORBIDDEN_RESOURCE', number: 110 },
        });
      }
      const [row] = await t.current.db.db.select().from(users).where(eq(users.id, other.id));
      expect(row!.firstName).toBe('Alex');
      expect(row!.imageId).toBeNull();
      expect((await signIn(t.current, other.email, goodPassword)).id).toBe(other.id);

      for (const url of [
        `/api/app-user/${me.id}`,
        `/api/app-user/${me.id}/organisation`,
        `/api/organisation/user-in-organisation/${me.id}`,
      ]) {
        const response = await call('GET', url, null);
        expect(response.statusCode).toBe(401);
        expect(json(response).data).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Unauthorized' });
      }
    });

    it('answers 404 for a deleted account that still holds a valid token', async () => {
      const me = await registerAndSignIn(t.current);
      await t.current.db.db.delete(users).where(eq(users.id, me.id));
      expect((await call('GET', `/api/app-user/${me.id}`, me)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/app-user/{id}', () => {
    it('saves the profile and settings fields and answers the updated user', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await call('PATCH', `/api/app-user/${me.id}`, me, {
        first_name: '  Sam ',
        last_name: 'Fairway',
        language: 'de',
        measurement_unit: 'united states customary',
        email_notifications: true,
        introductory_tour: true,
        allow_correspondence: true,
      });
      expect(response.statusCode).toBe(200);
      expect(json(response).data).toEqual({
        ...me.user,
        first_name: 'Sam',
        last_name: 'Fairway',
        language: 'de',
        measurement_unit: 'united states customary',
        email_notifications: true,
        introductory_tour: true,
        allow_correspondence: true,
      });
      expect(json(await call('GET', `/api/app-user/${me.id}`, me)).data).toMatchObject({
        first_name: 'Sam',
        language: 'de',
      });
    });

    it.each<[string, Record<string, unknown>, number, string, string | null]>([
      ['an empty body', {}, 400, 'BELOW_MIN_VALUE', null],
      ['a blank first name', { first_name: '  ' }, 400, 'REQUIRED_FIELD_MISSING', 'first_name'],
      ['an empty last name', { last_name: '' }, 400, 'BELOW_MIN_VALUE', 'last_name'],
      ['a name over 500 characters', { last_name: 'x'.repeat(501) }, 400, 'ABOVE_MAX_VALUE', 'last_name'],
      ['an invalid e-mail', { email_address: 'nope' }, 400, 'INCORRECT_FORMAT', 'email_address'],
      [
        'an e-mail over 254 characters',
        { email_address: `${'a'.repeat(250)}@b.test` },
        400,
        'ABOVE_MAX_VALUE',
        'email_address',
      ],
      ['an unsupported language', { language: 'xx' }, 400, 'UNKNOWN_ENUM_VALUE', 'language'],
      [
        'an unknown unit system',
        { measurement_unit: 'imperial' },
        400,
        'UNKNOWN_ENUM_VALUE',
        'measurement_unit',
      ],
      ['a field the form does not have', { password_hash: 'x' }, 400, 'INVALID_RESOURCE', 'password_hash'],
      [
        'an organisation the user does not belong to',
        { active_organisation_id: 1 },
        422,
        'UNPROCESSABLE_ENTITY',
        'active_organisation_id',
      ],
    ])('refuses %s', async (_name, body, status, code, field) => {
      const me = await registerAndSignIn(t.current);
      const response = await call('PATCH', `/api/app-user/${me.id}`, me, body);
      expect(response.statusCode).toBe(status);
      expect(json(response)).toMatchObject({ ok: false, status, data: { code, field } });
    });

    it('changes the e-mail when no other account has it (compared case-insensitively)', async () => {
      const me = await registerAndSignIn(t.current);
      const other = await registerAndSignIn(t.current);
      const taken = await call('PATCH', `/api/app-user/${me.id}`, me, {
        email_address: other.email.toUpperCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(json(taken).data).toMatchObject({ field: 'email_address', code: 'NOT_UNIQUE', number: 102 });

      const newEmail = `renamed.${me.email}`;
      const changed = await call('PATCH', `/api/app-user/${me.id}`, me, { email_address: newEmail });
      expect(json(changed).data).toMatchObject({ email_address: newEmail });
      // Changing only the case of one's own address is not a conflict.
      expect(
        (await call('PATCH', `/api/app-user/${me.id}`, me, { email_address: newEmail.toUpperCase() }))
          .statusCode,
      ).toBe(200);
      expect((await signIn(t.current, newEmail, goodPassword)).id).toBe(me.id);
    });

    it('saves of several people at once each land; two taking one new address: one gets it, the other 409', async () => {
      const people = await Promise.all([0, 1, 2, 3].map(() => registerAndSignIn(t.current)));
      const wanted = `shared.${people[0]!.email}`;
      const responses = await Promise.all(
        people.map((person, index) =>
          call('PATCH', `/api/app-user/${person.id}`, person, {
            first_name: `Person ${index}`,
            ...(index < 2 ? { email_address: wanted } : {}),
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 409]);
      const rows = await t.current.db.db.select().from(users);
      const mine = people.map((person) => rows.find((row) => row.id === person.id)!);
      expect(mine.filter((row) => row.email === wanted)).toHaveLength(1);
      // The one refused kept its whole row; everyone else's name changed.
      const refused = people.findIndex((_, index) => responses[index]!.statusCode === 409);
      expect(mine.map((row) => row.firstName)).toEqual(
        people.map((person, index) => (index === refused ? person.user.first_name : `Person ${index}`)),
      );
    });

    it('writes nothing of a refused save', async () => {
      const me = await registerAndSignIn(t.current);
      const other = await registerAndSignIn(t.current);
      await t.current.addMember(me.id, 2, 'USER', 'invited');
      for (const [refused, status] of [
        [{ email_address: other.email }, 409],
        [{ language: 'xx' }, 400],
        [{ active_organisation_id: 2 }, 422],
      ] as const) {
        const response = await call('PATCH', `/api/app-user/${me.id}`, me, {
          first_name: 'Changed',
          email_notifications: true,
          ...refused,
        });
        expect(response.statusCode).toBe(status);
      }
      expect(json(await call('GET', `/api/app-user/${me.id}`, me)).data).toEqual(me.user);
    });

    it('answers 404 to a save for a deleted account that still holds a valid token', async () => {
      const me = await registerAndSignIn(t.current);
      await t.current.db.db.delete(users).where(eq(users.id, me.id));
      const response = await call('PATCH', `/api/app-user/${me.id}`, me, { first_name: 'Ghost' });
      expect(response.statusCode).toBe(404);
      expect(json(response).data).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    });

    it('switches the active organisation among the joined ones, and back to none', async () => {
      const me = await registerAndSignIn(t.current);
      await t.current.addMember(me.id, 1, 'USER');
      await t.current.addMember(me.id, 2, 'USER', 'invited');
      expect(
        json(await call('PATCH', `/api/app-user/${me.id}`, me, { active_organisation_id: 1 })).data,
      ).toMatchObject({ active_organisation_id: 1 });
      // An invitation is not membership yet.
      expect(
        (await call('PATCH', `/api/app-user/${me.id}`, me, { active_organisation_id: 2 })).statusCode,
      ).toBe(422);
      expect(
        json(await call('PATCH', `/api/app-user/${me.id}`, me, { active_organisation_id: null })).data,
      ).toMatchObject({ active_organisation_id: null });
    });
  });

  describe('POST /api/app-user/change-password/{id}', () => {
    const change = (me: SignedInUser, current: string, password: string) =>
      call('POST', `/api/app-user/change-password/${me.id}`, me, { current_password: current, password });

    it('needs the right current password (401 on current_password, not "Unauthorized")', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await change(me, 'Not my password 1', 'New fairway 19');
      expect(response.statusCode).toBe(401);
      expect(json(response).data).toEqual({
        field: 'current_password',
        code: 'INVALID_CREDENTIALS',
        number: 401,
        message: 'The current password is incorrect.',
      });
    });

    it('refuses a weak new password with 422 PASSWORD_COMPLEXITY', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await change(me, goodPassword, 'password');
      expect(response.statusCode).toBe(422);
      expect(json(response).data).toMatchObject({ field: 'password', code: 'PASSWORD_COMPLEXITY' });
    });

    it('changes the password: the old one stops working, the new one signs in', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await change(me, goodPassword, 'New fairway 19');
      expect(json(response)).toEqual({ ok: true, status: 200, data: { acknowledged: true } });
      const oldLogin = await t.current.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email_address: me.email, password: goodPassword },
        remoteAddress: freshIp(),
      });
      expect(oldLogin.statusCode).toBe(401);
      expect((await signIn(t.current, me.email, 'New fairway 19')).id).toBe(me.id);
    });

    it('blocks guessing the current password after 5 wrong attempts', async () => {
      const me = await registerAndSignIn(t.current);
      // Spread over client addresses so the per-IP limit is not what stops it.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await change({ ...me, ip: freshIp() }, `Guess number ${attempt}`, 'New fairway 19');
        expect(response.statusCode).toBe(401);
      }
      expect((await change({ ...me, ip: freshIp() }, goodPassword, 'New fairway 19')).statusCode).toBe(429);
    });
  });

  describe('the profile picture', () => {
    it('stores a PNG, sets image_id and serves the bytes with their type and cache headers', async () => {
      const me = await registerAndSignIn(t.current);
      const png = pngImage(4, 4);
      const response = await upload(me, 'avatar.png', 'image/png', png);
      expect(response.statusCode).toBe(200);
      const { data } = json<{ data: { recordId: number; errorCode: null } }>(response);
      expect(data.errorCode).toBeNull();
      expect(json(await call('GET', `/api/app-user/${me.id}`, me)).data).toMatchObject({
        image_id: data.recordId,
      });

      const other = await registerAndSignIn(t.current);
      const image = await call('GET', `/api/app-user/profile/${data.recordId}`, other);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toContain('private');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(png)).toBe(true);
      expect((await call('GET', `/api/app-user/profile/${data.recordId}`, null)).statusCode).toBe(401);
    });

    it('judges the type by content: a JPEG named .png is stored as JPEG, a text file named .png is refused', async () => {
      const me = await registerAndSignIn(t.current);
      const disguised = await upload(me, 'photo.png', 'image/png', jpegImage());
      expect(disguised.statusCode).toBe(200);
      const id = json<{ data: { recordId: number } }>(disguised).data.recordId;
      expect((await call('GET', `/api/app-user/profile/${id}`, me)).headers['content-type']).toBe(
        'image/jpeg',
      );

      for (const [name, type, data] of [
        ['notes.png', 'image/png', Buffer.from('just some text, not an image')],
        [
          'page.jpg',
          'image/jpeg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ],
        ['anim.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ] as const) {
        const refused = await upload(me, name, type, data);
        expect(refused.statusCode).toBe(400);
        expect(json(refused).data).toMatchObject({ field: 'file', code: 'INCORRECT_FORMAT', number: 112 });
      }
      expect(json(await call('GET', `/api/app-user/${me.id}`, me)).data).toMatchObject({ image_id: id });
    });

    it('refuses a file over UPLOAD_MAX_BYTES with 413 FILE_TOO_LARGE', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await upload(me, 'big.jpg', 'image/jpeg', jpegImage(uploadMaxBytes + 1));
      expect(response.statusCode).toBe(413);
      expect(json(response).data).toMatchObject({ code: 'FILE_TOO_LARGE', number: 120 });
    });

    it('refuses an upload without a file', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await t.current.app.inject({
        method: 'POST',
        url: `/api/app-user/${me.id}/profile`,
        payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
        headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(response.statusCode).toBe(400);
    });

    it('replaces the previous picture, which is then gone with its stored object', async () => {
      const me = await registerAndSignIn(t.current);
      const first = json<{ data: { recordId: number } }>(
        await upload(me, 'a.png', 'image/png', pngImage(2, 2)),
      ).data.recordId;
      const [firstFile] = await t.current.db.db.select().from(storedFiles).where(eq(storedFiles.id, first));
      expect(firstFile?.data).toBeNull();
      expect(await t.current.storage.get(firstFile!.storageKey!)).toEqual(pngImage(2, 2));
      const second = json<{ data: { recordId: number } }>(
        await upload(me, 'b.png', 'image/png', pngImage(3, 3)),
      ).data.recordId;
      expect(second).not.toBe(first);
      expect(await t.current.storage.get(firstFile!.storageKey!)).toBeNull();
      expect((await call('GET', `/api/app-user/profile/${first}`, me)).statusCode).toBe(404);
      expect((await call('GET', `/api/app-user/profile/${second}`, me)).statusCode).toBe(200);
      expect(
        await t.current.db.db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(eq(storedFiles.id, first)),
      ).toEqual([]);
    });

    it('still serves a picture whose bytes were stored in the database before the file storage', async () => {
      const me = await registerAndSignIn(t.current);
      const bytes = pngImage(5, 5);
      const [file] = await t.current.db.db
        .insert(storedFiles)
        .values({
          filename: 'old.png',
          mimeType: 'image/png',
          sizeBytes: bytes.length,
          sha256: 'old',
          data: bytes,
          ownerUserId: me.id,
        })
        .returning({ id: storedFiles.id });
      await t.current.db.db.update(users).set({ imageId: file!.id }).where(eq(users.id, me.id));
      const response = await call('GET', `/api/app-user/profile/${file!.id}`, me);
      expect(response.rawPayload).toEqual(bytes);
      // Replacing it deletes the old row (it has no stored object to remove).
      await upload(me, 'new.png', 'image/png', pngImage(2, 2));
      expect(await t.current.db.db.select().from(storedFiles).where(eq(storedFiles.id, file!.id))).toEqual(
        [],
      );
    });

    it('serves only files that are a user profile picture', async () => {
      const me = await registerAndSignIn(t.current);
      const [file] = await t.current.db.db
        .insert(storedFiles)
        .values({
          filename: 'logo.png',
          mimeType: 'image/png',
          sizeBytes: 3,
          sha256: 'x',
          data: Buffer.from('png'),
          organisationId: 1,
        })
        .returning({ id: storedFiles.id });
      const response = await call('GET', `/api/app-user/profile/${file!.id}`, me);
      expect(response.statusCode).toBe(404);
      expect(json(response).data).toMatchObject({ code: 'NOT_FOUND' });
      expect((await call('GET', '/api/app-user/profile/999999', me)).statusCode).toBe(404);
    });
  });

  describe('organisations', () => {
    it('lists the joined organisations with access type, activities and role, filtered by type', async () => {
      const me = await registerAndSignIn(t.current);
      await t.current.addMember(me.id, 1, 'USER_VIEW_ONLY');
      await t.current.addMember(me.id, 2, 'OWNER');
      const all = json<{ data: Array<Record<string, unknown>> }>(
        await call('GET', `/api/app-user/${me.id}/organisation`, me),
      ).data;
      expect(all.map((organisation) => organisation.title)).toEqual([
        'Coastal Classic Open',
        'Heathland Links Golf Club',
      ]);
      expect(all[1]).toMatchObject({
        organisation_id: 1,
        organisation_type: { name: 'FACILITY' },
        access_type: 'USER_VIEW_ONLY',
        role: null,
        measurement_unit: expect.any(String),
      });
      expect(all[1]!.activities).toContain('reviews');
      expect(all[1]!.activities).not.toContain('communicate');
      expect(all[0]!.activities).toContain('add-user-to-organisation');

      const tournaments = json<{ data: Array<Record<string, unknown>> }>(
        await call('GET', `/api/app-user/${me.id}/organisation?type=TOURNAMENT`, me),
      ).data;
      expect(tournaments.map((organisation) => organisation.organisation_id)).toEqual([2]);
      expect((await call('GET', `/api/app-user/${me.id}/organisation?type=CLUB`, me)).statusCode).toBe(400);
    });

    it('leaves invitations out of the organisation list but shows them as links', async () => {
      const me = await registerAndSignIn(t.current);
      await t.current.addMember(me.id, 1, 'USER', 'invited');
      expect(json(await call('GET', `/api/app-user/${me.id}/organisation`, me)).data).toEqual([]);
      const links = json(await call('GET', `/api/organisation/user-in-organisation/${me.id}`, me)).data;
      expect(links).toEqual([
        {
          id: expect.any(Number),
          organisation_id: 1,
          organisation_name: 'Heathland Links Golf Club',
          organisation_type: { name: 'FACILITY' },
          role: null,
          email_address: me.email,
          inviteStatus: 'invited',
        },
      ]);
    });

    it('adds and removes a job role that suits the organisation type', async () => {
      const me = await registerAndSignIn(t.current);
      await t.current.addMember(me.id, 1, 'USER');
      await t.current.addMember(me.id, 2, 'USER');
      const setRole = (orgId: number, role: string | null) =>
        call('PATCH', `/api/app-user/${me.id}/organisation/${orgId}`, me, { role });

      const added = await setRole(1, 'coaching');
      expect(added.statusCode).toBe(200);
      expect(json(added).data).toMatchObject({
        organisation_id: 1,
        role: 'coaching',
        inviteStatus: 'joined',
      });
      expect(json(await setRole(2, 'tournament director')).data).toMatchObject({
        role: 'tournament director',
      });
      expect(json(await setRole(1, 'USER')).data).toMatchObject({ role: 'USER' });

      const wrongType = await setRole(1, 'tournament director');
      expect(wrongType.statusCode).toBe(422);
      expect(json(wrongType).data).toMatchObject({ field: 'role', code: 'UNPROCESSABLE_ENTITY' });
      expect((await setRole(2, 'coaching')).statusCode).toBe(422);
      // 'owner' is set for the facility's creator, never picked.
      expect((await setRole(1, 'owner')).statusCode).toBe(422);
      expect((await setRole(1, 'greenkeeper')).statusCode).toBe(400);

      expect(json(await setRole(1, null)).data).toMatchObject({ role: null });
      const links = json<{ data: Array<{ organisation_id: number; role: string | null }> }>(
        await call('GET', `/api/organisation/user-in-organisation/${me.id}`, me),
      ).data;
      expect(links.map((link) => [link.organisation_id, link.role])).toEqual([
        [2, 'tournament director'],
        [1, null],
      ]);
    });

    it('answers 404 for an organisation the user has no link to', async () => {
      const me = await registerAndSignIn(t.current);
      const response = await call('PATCH', `/api/app-user/${me.id}/organisation/1`, me, { role: 'coaching' });
      expect(response.statusCode).toBe(404);
    });
  });
});
