// A review page reads its questions and answers by what its URL names (the best practice's slug, the
// annual-data year), all at once: the same set and answers as by id, and the same access rules.
import { describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const TOURNAMENT = 2;

describe.each(databases())('reviews read by slug and year on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (url: string, userId: number) =>
    t.current.app.inject({ method: 'GET', url, headers: await t.current.authHeader(userId) });

  const member = async (organisationId: number, accessType: 'USER' | 'USER_VIEW_ONLY' = 'USER') => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, organisationId, accessType);
    return userId;
  };

  /** The ids the app used to read from the review links before it could ask for the set. */
  const links = async (userId: number, organisationId = FACILITY) =>
    (await get(`/api/reviews/links/organisation/${organisationId}`, userId)).json().data as {
      bestPractices: { id: number; slug: string }[];
      annualData: { id: number; slug: string } | null;
    };

  describe('a best practice by slug', () => {
    it('is the set its id gives, in the asked language', async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const { bestPractices } = await links(userId);
      expect(bestPractices.length).toBeGreaterThan(0);
      for (const practice of bestPractices) {
        for (const lang of ['en', 'de']) {
          const bySlug = await get(
            `/api/reviews/questions/best-practice/slug/${practice.slug}/organisation/${FACILITY}/languages/${lang}`,
            userId,
          );
          expect(bySlug.statusCode).toBe(200);
          const byId = await get(
            `/api/reviews/questions/best-practice/${practice.id}/organisation/${FACILITY}/languages/${lang}`,
            userId,
          );
          expect(bySlug.json().data).toEqual(byId.json().data);
        }
      }
    });

    it('is 404 for an unknown slug, the annual data, or a set of the other organisation type', async () => {
      const facilityUser = await member(FACILITY);
      const annualSlug = (await links(facilityUser)).annualData!.slug;
      for (const slug of ['no-such-practice', annualSlug]) {
        const response = await get(
          `/api/reviews/questions/best-practice/slug/${slug}/organisation/${FACILITY}/languages/en`,
          facilityUser,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json().data).toMatchObject({ field: 'slug' });
      }
      const facilitySlug = (await links(facilityUser)).bestPractices[0]!.slug;
      const tournamentUser = await member(TOURNAMENT);
      expect(
        (
          await get(
            `/api/reviews/questions/best-practice/slug/${facilitySlug}/organisation/${TOURNAMENT}/languages/en`,
            tournamentUser,
          )
        ).statusCode,
      ).toBe(404);
    });

    it("gives a tournament its own reviews, in its reader's language, and a facility none of them", async () => {
      const tournamentUser = await member(TOURNAMENT);
      const tournament = await links(tournamentUser, TOURNAMENT);
      expect(tournament.bestPractices.map((practice) => practice.slug)).toEqual([
        'tournament-nature',
        'tournament-resources',
        'tournament-community',
      ]);
      const facility = await links(await member(FACILITY));
      expect(facility.bestPractices.map((practice) => practice.slug)).not.toContain('tournament-nature');
      // The site-protection review speaks of the event and its host course, in German too.
      const read = async (lang: string) =>
        (
          await get(
            `/api/reviews/questions/best-practice/slug/tournament-nature/organisation/${TOURNAMENT}/languages/${lang}`,
            tournamentUser,
          )
        ).json().data as {
          sections: { title: string; subsections: { fieldSets: { questions: { title: string }[] }[] }[] }[];
        };
      const titles = (set: Awaited<ReturnType<typeof read>>) =>
        set.sections.flatMap((section) =>
          section.subsections.flatMap((sub) =>
            sub.fieldSets.flatMap((fieldSet) => fieldSet.questions.map((q) => q.title)),
          ),
        );
      expect(titles(await read('en'))).toContain('Is the host course GEO Certified, or working towards it?');
      expect((await read('de')).sections[0]!.title).toBe('Schutz des Geländes');
      expect(titles(await read('de'))).toContain(
        'Ist der gastgebende Platz GEO Certified oder auf dem Weg dorthin?',
      );
    });

    it('is refused to a user outside the organisation', async () => {
      const slug = (await links(await member(FACILITY))).bestPractices[0]!.slug;
      const outsider = await t.current.createUser();
      const response = await get(
        `/api/reviews/questions/best-practice/slug/${slug}/organisation/${FACILITY}/languages/en`,
        outsider,
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('the annual data without its id', () => {
    it('gives the set and each year’s answers the id gives, and null for a year not added', async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const annualId = (await links(userId)).annualData!.id;
      const questions = await get(
        `/api/reviews/annual-data/organisation/${FACILITY}/questions?code=fr`,
        userId,
      );
      expect(questions.statusCode).toBe(200);
      expect(questions.json().data).toEqual(
        (await get(`/api/reviews/questions/${annualId}/organisation/${FACILITY}?code=fr`, userId)).json()
          .data,
      );
      const years = (await get(`/api/reviews/annual-data/organisation/${FACILITY}/years`, userId)).json()
        .data as { year: number; answerSetId: number }[];
      expect(years.length).toBeGreaterThan(0);
      for (const { year, answerSetId } of years) {
        const byYear = (
          await get(`/api/reviews/annual-data/organisation/${FACILITY}/years/${year}/answers`, userId)
        ).json().data;
        expect(byYear.id).toBe(answerSetId);
        expect(byYear).toEqual(
          (
            await get(
              `/api/reviews/answers/question/${annualId}/organisation/${FACILITY}?year=${year}`,
              userId,
            )
          ).json().data,
        );
      }
      const notAdded = await get(
        `/api/reviews/annual-data/organisation/${FACILITY}/years/1999/answers`,
        userId,
      );
      expect(notAdded.statusCode).toBe(200);
      expect(notAdded.json().data).toBeNull();
    });

    it('gives a tournament its own annual data', async () => {
      const userId = await member(TOURNAMENT);
      const questions = await get(`/api/reviews/annual-data/organisation/${TOURNAMENT}/questions`, userId);
      expect(questions.json().data.id).toBe((await links(userId, TOURNAMENT)).annualData!.id);
    });

    it('refuses a user outside the organisation and a year out of range', async () => {
      const outsider = await t.current.createUser();
      const [row] = await t.current.db.db
        .insert(organisations)
        .values({ type: 'FACILITY', title: `Outsider Links ${Math.random()}`, measurementUnit: 'metric' })
        .returning({ id: organisations.id });
      await t.current.addMember(outsider, row!.id, 'OWNER');
      for (const url of [
        `/api/reviews/annual-data/organisation/${FACILITY}/questions`,
        `/api/reviews/annual-data/organisation/${FACILITY}/years/2024/answers`,
      ]) {
        expect((await get(url, outsider)).statusCode).toBe(403);
      }
      const userId = await member(FACILITY);
      expect(
        (await get(`/api/reviews/annual-data/organisation/${FACILITY}/years/1800/answers`, userId))
          .statusCode,
      ).toBe(400);
    });
  });
});
