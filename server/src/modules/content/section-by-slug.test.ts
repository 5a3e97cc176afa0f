// An improve page reads its section's content by the slug its URL names, together with the side
// menu's sections: the same content as by the section's id, and the same access rules.
import { describe, expect, it } from 'vitest';
import { loadContent } from '@oncourse/fixtures';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const TOURNAMENT = 2;
const content = loadContent();
const tournamentSection = content.sections.find((section) => section.organisationType === 'TOURNAMENT')!;

describe.each(databases())('improve section content by slug on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (url: string, userId: number) =>
    t.current.app.inject({ method: 'GET', url, headers: await t.current.authHeader(userId) });
  const member = async (organisationId: number) => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, organisationId, 'USER_VIEW_ONLY');
    return userId;
  };

  it('is the content the section’s id gives, for every section of the side menu and language', async () => {
    const userId = await member(FACILITY);
    for (const lang of ['en', 'de']) {
      const sections = (await get(`/api/content/sections/languages/${lang}?orgId=${FACILITY}`, userId)).json()
        .data as { id: number; slug: string }[];
      expect(sections.length).toBeGreaterThan(1);
      for (const section of sections) {
        const bySlug = await get(
          `/api/content/section/slug/${section.slug}/languages/${lang}/organisation/${FACILITY}`,
          userId,
        );
        expect(bySlug.statusCode).toBe(200);
        const byId = await get(
          `/api/content/section/${section.id}/languages/${lang}/organisation/${FACILITY}`,
          userId,
        );
        expect(bySlug.json().data).toEqual(byId.json().data);
      }
    }
  });

  it('is 404 for an unknown slug or a section of the other organisation type', async () => {
    const userId = await member(FACILITY);
    for (const slug of ['no-such-section', tournamentSection.slug]) {
      const response = await get(
        `/api/content/section/slug/${slug}/languages/en/organisation/${FACILITY}`,
        userId,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().data).toMatchObject({ field: 'sectionSlug' });
    }
    const tournamentUser = await member(TOURNAMENT);
    const own = await get(
      `/api/content/section/slug/${tournamentSection.slug}/languages/en/organisation/${TOURNAMENT}`,
      tournamentUser,
    );
    expect(own.statusCode).toBe(200);
  });

  it('is refused to a user outside the organisation', async () => {
    const outsider = await t.current.createUser();
    const response = await get(
      `/api/content/section/slug/${content.sections[0]!.slug}/languages/en/organisation/${FACILITY}`,
      outsider,
    );
    expect(response.statusCode).toBe(403);
  });
});
