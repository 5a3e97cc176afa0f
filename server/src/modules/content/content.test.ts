// The shell's provider content: tiles, improve sections and pages per language with the English
// fallback, images, downloads with their file names, and logos by country.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadContent, loadCountries } from '@oncourse/fixtures';
import { contentItems, storedFiles } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const TOURNAMENT = 2;
const countryId = (code: string) => loadCountries().find((country) => country.code === code)!.id;
const content = loadContent();
const reports = content.sections.find((section) => section.slug === 'oncourse-reports')!;
const tournamentSection = content.sections.find((section) => section.organisationType === 'TOURNAMENT')!;

describe.each(databases())('content on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (url: string, userId?: number) =>
    t.current.app.inject({
      method: 'GET',
      url,
      headers: userId === undefined ? {} : await t.current.authHeader(userId),
    });
  async function member(organisationId: number, accessType: 'USER' | 'USER_VIEW_ONLY' = 'USER') {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, organisationId, accessType);
    return userId;
  }

  describe('tiles', () => {
    it('come in the reader’s language, falling back to English, and suit the organisation type', async () => {
      const userId = await member(FACILITY);
      const titles = async (lang: string, orgId?: number) =>
        (await get(`/api/tiles/languages/${lang}${orgId ? `?orgId=${orgId}` : ''}`, userId))
          .json()
          .data.map((tile: { title: string }) => tile.title);
      expect(await titles('de', FACILITY)).toEqual([
        'Best Practices',
        'Jahresdaten',
        'Verbessern',
        'Dokumenten\u00adbibliothek', // a soft hyphen: the tile breaks the long word only there
      ]);
      expect(await titles('en', FACILITY)).toEqual([
        'Best practices',
        'Annual data',
        'Improve',
        'Document library',
      ]);
      // Danish has no content translations: English it is.
      expect(await titles('da', FACILITY)).toEqual(await titles('en', FACILITY));
      // Without an organisation, only the tiles every type shares: facilities and tournaments each
      // have their own annual data and document library tiles.
      expect(await titles('en')).toEqual(['Improve']);
    });

    it('leave out facility tiles for a tournament and carry an image that loads', async () => {
      const userId = await member(TOURNAMENT);
      const tiles = (await get(`/api/tiles/languages/en?orgId=${TOURNAMENT}`, userId)).json().data as {
        name: string;
        link: string;
        imageRecord: { id: number } | null;
      }[];
      expect(tiles.map((tile) => tile.name)).not.toContain('best-practices');
      const image = await get(`/api/content/image/${tiles[0]!.imageRecord!.id}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    });

    it('refuse an organisation the caller is not a member of', async () => {
      const outsider = await t.current.createUser();
      expect((await get(`/api/tiles/languages/en?orgId=${FACILITY}`, outsider)).statusCode).toBe(403);
    });
  });

  describe('improve sections and pages', () => {
    it('list the sections with their pages in the reader’s language', async () => {
      const userId = await member(FACILITY);
      const sections = (await get(`/api/content/sections/languages/de?orgId=${FACILITY}`, userId)).json()
        .data as { slug: string; name: string; contentData: { slug: string; title: string }[] }[];
      expect(sections.map((section) => section.slug)).toEqual([
        'oncourse-reports',
        'recognition',
        'support-planning',
      ]);
      expect(sections[0]!.name).toBe('Berichte');
      expect(sections[0]!.contentData.map((link) => link.title)).toEqual([
        'Jährlicher Nachhaltigkeitsbericht',
        'CO2-Fußabdruck',
        'Vergleich mit ähnlichen Anlagen',
      ]);
      const tournament = await member(TOURNAMENT);
      const tournamentSections = (
        await get(`/api/content/sections/languages/en?orgId=${TOURNAMENT}`, tournament)
      ).json().data as { slug: string }[];
      expect(tournamentSections.map((section) => section.slug)).toContain(tournamentSection.slug);
    });

    it('give a section’s content by sortcode with images and downloads', async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const response = await get(
        `/api/content/section/${reports.id}/languages/en/organisation/${FACILITY}`,
        userId,
      );
      expect(response.statusCode).toBe(200);
      const items = response.json().data as {
        slug: string;
        sortcode: number;
        imageRecord: { id: number } | null;
        documents: { id: number; name: string; fileType: string }[];
        contentData: { html: string }[];
      }[];
      expect(items.map((item) => item.slug)).toEqual(reports.items.map((item) => item.slug));
      expect(items.every((item) => item.imageRecord !== null)).toBe(true);
      expect(items[0]!.documents.map((document) => document.name)).toEqual([
        'Sample annual report',
        'Musterbericht (Deutsch)',
      ]);
      expect(items[0]!.contentData[0]!.html).toContain('<p>Once the annual data for a year is complete');
    });

    it('fall back to English for an item without the reader’s language', async () => {
      await t.current.db.db.insert(contentItems).values({
        id: 9101,
        sectionId: reports.id,
        slug: 'english-only-note',
        sortcode: 99,
        title: { en: 'English only note' },
        teaser: { en: 'Only written in English so far.' },
        body: { en: '<p>Translation follows.</p><script>alert(1)</script>' },
      });
      const userId = await member(FACILITY);
      const page = await get(
        `/api/content/slug/english-only-note/languages/de/countries/${countryId('DE')}/section/${reports.id}/organisation/${FACILITY}`,
        userId,
      );
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({
        title: 'English only note',
        teaser: 'Only written in English so far.',
        contentData: [{ html: '<p>Translation follows.</p>' }],
      });
      const german = await get(
        `/api/content/slug/annual-sustainability-report/languages/de/countries/${countryId('DE')}/section/${reports.id}/organisation/${FACILITY}`,
        userId,
      );
      expect(german.json().data.title).toBe('Jährlicher Nachhaltigkeitsbericht');
      await t.current.db.db.delete(contentItems).where(eq(contentItems.id, 9101));
    });

    it('answer 404 for an unknown page or a section of the other organisation type', async () => {
      const userId = await member(FACILITY);
      const unknown = await get(
        `/api/content/slug/no-such-page/languages/en/countries/${countryId('GB')}/section/${reports.id}/organisation/${FACILITY}`,
        userId,
      );
      expect(unknown.statusCode).toBe(404);
      const otherType = await get(
        `/api/content/section/${tournamentSection.id}/languages/en/organisation/${FACILITY}`,
        userId,
      );
      expect(otherType.statusCode).toBe(404);
    });

    it('give page text in the reader’s language and say when it fell back to English', async () => {
      const german = (await get('/api/documents/content/dashboard/position/highlights/languages/de')).json()
        .data;
      expect(german).toMatchObject({ language: 'de', title: 'Highlights' });
      expect(german.html).toContain('Über 3.000 Anlagen');
      const danish = (await get('/api/documents/content/dashboard/position/highlights/languages/da')).json()
        .data;
      expect(danish.language).toBe('en');
      expect(danish.html).toContain('More than 3,000 facilities');
      expect((await get('/api/documents/content/dashboard/position/nowhere/languages/en')).statusCode).toBe(
        404,
      );
    });
  });

  describe('downloads', () => {
    it('carry the file name in content-filename and Content-Disposition', async () => {
      const userId = await member(FACILITY);
      const [item] = (
        await get(`/api/content/section/${reports.id}/languages/en/organisation/${FACILITY}`, userId)
      ).json().data as { documents: { id: number }[] }[];
      const response = await get(`/api/documents/document/${item!.documents[1]!.id}`, userId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(decodeURIComponent(String(response.headers['content-filename']))).toBe(
        'Musterbericht (Deutsch).pdf',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent('Musterbericht (Deutsch).pdf')}`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get('/api/documents/document/987654', userId)).statusCode).toBe(404);
    });

    it('need a signed-in user', async () => {
      expect((await get('/api/documents/document/1')).statusCode).toBe(401);
    });
  });

  describe('logos by country', () => {
    const titles = async (kind: 'partner' | 'footer', code: string, userId: number) =>
      (await get(`/api/organisation/${FACILITY}/${kind}-logos/country/${countryId(code)}`, userId))
        .json()
        .data.map((logo: { title: string }) => logo.title);

    it('list the general logos plus the country’s own, for at least three countries', async () => {
      const userId = await member(FACILITY);
      for (const code of ['GB', 'DE', 'FR']) {
        const own = content.logos.filter((logo) => logo.country === code);
        expect(own.map((logo) => logo.kind).sort(), code).toEqual(['footer', 'partner']);
        const partner = await titles('partner', code, userId);
        expect(partner).toContain('Golf Environment Partner');
        expect(partner).toContain(own.find((logo) => logo.kind === 'partner')!.title);
        expect(await titles('footer', code, userId)).toContain(
          own.find((logo) => logo.kind === 'footer')!.title,
        );
      }
      expect(await titles('partner', 'DE', userId)).not.toContain('National Federation Partner (GB)');
      expect(await titles('partner', 'US', userId)).toEqual(['Golf Environment Partner']);
      const provider = await get(
        `/api/organisation/${FACILITY}/oncourse-logos/country/${countryId('GB')}`,
        userId,
      );
      expect(provider.json().data.map((logo: { title: string }) => logo.title)).toEqual(['OnCourse']);
    });

    it('serve each logo publicly only under its own kind', async () => {
      const userId = await member(FACILITY);
      const [partner] = (
        await get(`/api/organisation/${FACILITY}/partner-logos/country/${countryId('FR')}`, userId)
      ).json().data as { id: number }[];
      const image = await get(`/api/organisation/partner-logo/${partner!.id}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toContain('public');
      expect((await get(`/api/organisation/footer-logo/${partner!.id}`)).statusCode).toBe(404);
      const [provider] = (
        await get(`/api/organisation/${FACILITY}/oncourse-logos/country/${countryId('FR')}`, userId)
      ).json().data as { id: number }[];
      expect((await get(`/api/organisation/oncourse-logo/${provider!.id}`)).statusCode).toBe(200);
      expect((await get(`/api/organisation/sponsor-logo/${provider!.id}`)).statusCode).toBe(404);
      // A public logo route never hands out another stored file by its id.
      const [picture] = await t.current.db.db
        .insert(storedFiles)
        .values({
          filename: 'me.png',
          mimeType: 'image/png',
          sizeBytes: 1,
          sha256: 'y',
          data: Buffer.from([1]),
        })
        .returning({ id: storedFiles.id });
      expect((await get(`/api/organisation/partner-logo/${picture!.id}`)).statusCode).toBe(404);
      expect((await get(`/api/content/image/${picture!.id}`)).statusCode).toBe(404);
    });

    it('refuse the lists to a caller outside the organisation', async () => {
      const outsider = await member(TOURNAMENT);
      const response = await get(
        `/api/organisation/${FACILITY}/partner-logos/country/${countryId('GB')}`,
        outsider,
      );
      expect(response.statusCode).toBe(403);
    });
  });
});
