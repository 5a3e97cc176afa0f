// Improvement content and tiles edited in the console (docs/programme-console.md#content): a draft is
// shown to staff only; publishing makes it what clubs read, in their language with English where a
// language is missing; each publication is a version that can be restored; a deploy's seed keeps
// what staff published; rich text is stored sanitised; only staff may do any of it.
import { describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { translationCompleteness } from './completeness.ts';

describe('translation completeness', () => {
  it('counts the fields English has that each language translates', () => {
    const wording = {
      title: { en: 'Annual report', de: 'Jahresbericht', sv: 'Årsrapport' },
      teaser: { en: 'Your year.', de: 'Ihr Jahr.' },
      body: { en: '<p>The report.</p>', de: '<p>Der Bericht.</p>', sv: '<p></p>' },
    };
    expect(translationCompleteness(wording, ['en', 'de', 'sv', 'fr'])).toEqual({ de: 100, sv: 33, fr: 0 });
  });
});

describe.each(databases())('content editing on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;

  async function club() {
    counter += 1;
    return t.current.createOrganisation({ type: 'FACILITY', title: `Content editing ${kind} ${counter}` });
  }
  const clubItem = async (organisation: { id: number; owner: number }, lang: string) => {
    const response = await call(
      'GET',
      `/api/content/section/slug/oncourse-reports/languages/${lang}/organisation/${organisation.id}`,
      organisation.owner,
    );
    const items = response.data as { id: number; title: string; contentData: { html: string }[] }[];
    return items.find((item) => item.id === 101)!;
  };
  const clubTile = async (organisation: { id: number; owner: number }, lang: string) =>
    (
      (await call('GET', `/api/tiles/languages/${lang}?orgId=${organisation.id}`, organisation.owner))
        .data as {
        id: number;
        title: string;
        description: string;
      }[]
    ).find((tile) => tile.id === 1)!;

  const draft = {
    title: { en: 'Your annual report', de: 'Ihr Jahresbericht', sv: '  ' },
    teaser: { en: 'The year in one report.' },
    body: {
      en: '<p>Read <strong>your year</strong>.</p><script>alert(1)</script><p onclick="x()">Then act.</p>',
      de: '<p>Lesen Sie <em>Ihr Jahr</em>.</p>',
    },
  };

  it('keeps a draft from clubs until it is published, then shows it in their language or in English', async () => {
    const staff = await staffMember();
    const facility = await club();
    const seeded = await clubItem(facility, 'en');

    const saved = await call('PUT', '/api/console/content/item/101/draft', staff, draft);
    expect(saved.status).toBe(200);
    expect(saved.data.draft.title).toEqual({ en: 'Your annual report', de: 'Ihr Jahresbericht' });
    expect(saved.data.draft.body.en).toBe('<p>Read <strong>your year</strong>.</p><p>Then act.</p>');
    expect(saved.data.draftCompleteness).toMatchObject({ de: 66, sv: 0 });
    expect((await clubItem(facility, 'en')).title).toBe(seeded.title);

    const listed = await call('GET', '/api/console/content', staff);
    expect(
      listed.data.find((entry: { kind: string; id: number }) => entry.kind === 'item' && entry.id === 101),
    ).toMatchObject({ hasDraft: true, version: 0, section: 'Reports' });

    const published = await call('POST', '/api/console/content/item/101/publish', staff, {});
    expect(published.status).toBe(200);
    expect(published.data.draft).toBeNull();
    expect(published.data.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect((await clubItem(facility, 'de')).title).toBe('Ihr Jahresbericht');
    expect((await clubItem(facility, 'de')).contentData[0]!.html).toContain('Ihr Jahr');
    // Swedish was left untranslated: Swedish readers get the English.
    expect((await clubItem(facility, 'sv')).title).toBe('Your annual report');
    expect((await clubItem(facility, 'sv')).contentData[0]!.html).not.toContain('script');

    const audit = await call('GET', '/api/console/audit?kind=content.publish', staff);
    expect(audit.data.entries[0]).toMatchObject({ subjectId: 101 });
  });

  it('restores an earlier version, and a deploy keeps what staff published', async () => {
    const staff = await staffMember();
    const facility = await club();
    const seededTitle = (await clubTile(facility, 'en')).title;
    await call('PUT', '/api/console/content/tile/1/draft', staff, {
      title: { en: 'Reviews' },
      teaser: { en: 'Answer the best-practice reviews.' },
    });
    await call('POST', '/api/console/content/tile/1/publish', staff, {});
    expect((await clubTile(facility, 'en')).title).toBe('Reviews');

    await seed(t.current.db.db, { force: true });
    expect((await clubTile(facility, 'en')).title).toBe('Reviews');

    const restored = await call('POST', '/api/console/content/tile/1/versions/1/restore', staff, {});
    expect(restored.status).toBe(200);
    expect(restored.data.versions[0].version).toBe(3);
    expect((await clubTile(facility, 'en')).title).toBe(seededTitle);
    expect((await call('POST', '/api/console/content/tile/1/versions/99/restore', staff, {})).status).toBe(
      404,
    );
  });

  it('refuses an empty English title and a publication without a draft, keeping what was saved', async () => {
    const staff = await staffMember();
    await call('PUT', '/api/console/content/item/102/draft', staff, { title: { en: 'Carbon, revised' } });
    const untitled = await call('PUT', '/api/console/content/item/102/draft', staff, {
      title: { en: '   ', de: 'Kohlenstoff' },
    });
    expect(untitled.status).toBe(422);
    expect(untitled.data).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', number: 101, field: 'title.en' });
    const kept = await call('GET', '/api/console/content/item/102', staff);
    expect(kept.data.draft.title).toEqual({ en: 'Carbon, revised' });

    await call('DELETE', '/api/console/content/item/102/draft', staff);
    const nothing = await call('POST', '/api/console/content/item/102/publish', staff, {});
    expect(nothing.status).toBe(422);
    expect(nothing.data.code).toBe('INACTIVE_RESOURCE');
  });

  it('answers 404 for unknown content', async () => {
    const staff = await staffMember();
    expect((await call('GET', '/api/console/content/item/999999', staff)).status).toBe(404);
    expect((await call('GET', '/api/console/content/tile/999999', staff)).status).toBe(404);
    expect(
      (await call('PUT', '/api/console/content/item/999999/draft', staff, { title: { en: 'Nothing' } }))
        .status,
    ).toBe(404);
    expect((await call('POST', '/api/console/content/tile/999999/publish', staff, {})).status).toBe(404);
  });

  it('refuses every call to a club member (403)', async () => {
    const facility = await club();
    const member = facility.owner;
    expect((await call('GET', '/api/console/content', member)).status).toBe(403);
    expect((await call('GET', '/api/console/content/item/101', member)).status).toBe(403);
    expect(
      (await call('PUT', '/api/console/content/item/101/draft', member, { title: { en: 'Mine' } })).status,
    ).toBe(403);
    expect((await call('DELETE', '/api/console/content/item/101/draft', member)).status).toBe(403);
    expect((await call('POST', '/api/console/content/item/101/publish', member, {})).status).toBe(403);
    expect((await call('POST', '/api/console/content/item/101/versions/1/restore', member, {})).status).toBe(
      403,
    );
  });
});
