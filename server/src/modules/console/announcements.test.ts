// Notices staff write and publish (docs/programme-console.md#behaviour): a draft is shown to nobody;
// published to an audience, exactly that audience's users see it and count it in their badge; the
// preview answers what an audience sees; unpublishing withdraws it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const wording = {
  title: { en: 'New water guidance', de: 'Neue Hinweise zum Wasser' },
  body: { en: 'The water section has new examples.' },
};

describe.each(databases())('staff notices on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;

  /** A member working on a new organisation of the type in the country, registered long ago. */
  async function reader(type: 'FACILITY' | 'TOURNAMENT', countryId: number) {
    counter += 1;
    const club = await t.current.createOrganisation({
      type,
      title: `Audience ${kind} ${counter}`,
      countryId,
    });
    await t.current.db.db
      .update(users)
      .set({ activeOrganisationId: club.id, createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, club.owner));
    return club.owner;
  }
  const titles = async (userId: number, lang = 'en') =>
    (
      (await call('GET', `/api/app-user/${userId}/notices/languages/${lang}`, userId)).data as {
        title: string;
      }[]
    ).map((notice) => notice.title);
  const badge = async (userId: number) =>
    (await call('GET', `/api/app-user/${userId}/helpdesk/badge`, userId)).data.count as number;

  it('shows a published notice to its audience only, in their language, and withdraws it', async () => {
    const staff = await staffMember();
    const facilityHere = await reader('FACILITY', 1);
    const facilityElsewhere = await reader('FACILITY', 2);
    const tournamentHere = await reader('TOURNAMENT', 1);
    const draft = await call('POST', '/api/console/announcements', staff, wording);
    expect(draft.status).toBe(200);
    expect(draft.data.publishedAt).toBeNull();
    expect(await titles(facilityHere)).not.toContain('New water guidance');

    const badgeBefore = await badge(facilityHere);
    const published = await call('POST', `/api/console/announcements/${draft.data.id}/publish`, staff, {
      organisationType: 'FACILITY',
      countryId: 1,
    });
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ organisationType: 'FACILITY', countryId: 1 });
    expect(await titles(facilityHere)).toContain('New water guidance');
    expect(await titles(facilityHere, 'de')).toContain('Neue Hinweise zum Wasser');
    expect(await badge(facilityHere)).toBe(badgeBefore + 1);
    expect(await titles(facilityElsewhere)).not.toContain('New water guidance');
    expect(await titles(tournamentHere)).not.toContain('New water guidance');

    const edited = await call('PUT', `/api/console/announcements/${draft.data.id}`, staff, {
      title: { en: 'Water guidance, revised' },
    });
    expect(edited.data.publishedAt).toBe(published.data.publishedAt);
    expect(await titles(facilityHere)).toContain('Water guidance, revised');

    const withdrawn = await call('DELETE', `/api/console/announcements/${draft.data.id}/publication`, staff);
    expect(withdrawn.data.publishedAt).toBeNull();
    expect(await titles(facilityHere)).not.toContain('Water guidance, revised');
    expect(await badge(facilityHere)).toBe(badgeBefore);
  });

  it('publishes to everyone and to one organisation type, as the preview shows', async () => {
    const staff = await staffMember();
    const tournament = await reader('TOURNAMENT', 2);
    const everyone = await call('POST', '/api/console/announcements', staff, {
      title: { en: 'For everyone' },
    });
    await call('POST', `/api/console/announcements/${everyone.data.id}/publish`, staff, {
      organisationType: null,
      countryId: null,
    });
    const tournaments = await call('POST', '/api/console/announcements', staff, {
      title: { en: 'For tournaments' },
    });
    await call('POST', `/api/console/announcements/${tournaments.data.id}/publish`, staff, {
      organisationType: 'TOURNAMENT',
      countryId: null,
    });
    expect(await titles(tournament)).toEqual(expect.arrayContaining(['For everyone', 'For tournaments']));

    const preview = async (query: string) =>
      ((await call('GET', `/api/console/notices/preview?${query}`, staff)).data as { title: string }[]).map(
        (notice) => notice.title,
      );
    expect(await preview('organisationType=TOURNAMENT&countryId=2')).toEqual(
      expect.arrayContaining(['For everyone', 'For tournaments']),
    );
    const asFacility = await preview('organisationType=FACILITY&countryId=2');
    expect(asFacility).toContain('For everyone');
    expect(asFacility).not.toContain('For tournaments');
  });

  it('refuses a notice without an English title and an unknown country, saving nothing', async () => {
    const staff = await staffMember();
    const count = (await call('GET', '/api/console/announcements', staff)).data.length;
    const untitled = await call('POST', '/api/console/announcements', staff, {
      title: { en: '  ', de: 'Titel' },
    });
    expect(untitled.status).toBe(422);
    expect(untitled.error).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', field: 'title.en' });
    expect((await call('GET', '/api/console/announcements', staff)).data.length).toBe(count);

    const draft = await call('POST', '/api/console/announcements', staff, wording);
    const nowhere = await call('POST', `/api/console/announcements/${draft.data.id}/publish`, staff, {
      organisationType: null,
      countryId: 987_654,
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.error).toMatchObject({ code: 'INVALID_RESOURCE', number: 111, field: 'countryId' });
    const [stored] = (await call('GET', '/api/console/announcements', staff)).data as {
      id: number;
      publishedAt: null;
    }[];
    expect(stored).toMatchObject({ id: draft.data.id, publishedAt: null });
    expect(
      (await call('GET', '/api/console/notices/preview?organisationType=FACILITY&countryId=987654', staff))
        .status,
    ).toBe(422);
  });

  it('is staff only: a club member gets 403, an unknown notice 404', async () => {
    const staff = await staffMember();
    const member = await reader('FACILITY', 1);
    expect((await call('GET', '/api/console/announcements', member)).status).toBe(403);
    expect((await call('POST', '/api/console/announcements', member, wording)).status).toBe(403);
    expect((await call('GET', '/api/console/notices/preview?organisationType=FACILITY', member)).status).toBe(
      403,
    );
    expect((await call('PUT', '/api/console/announcements/987654', staff, wording)).status).toBe(404);
    expect(
      (
        await call('POST', '/api/console/announcements/987654/publish', staff, {
          organisationType: null,
          countryId: null,
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', '/api/console/announcements/987654/publication', staff)).status).toBe(404);
  });
});
