// The public pages as anyone sees them without signing in (docs/public-recognition.md): what each
// page says, every privacy rule, the 404 pages, ETag and 304, the reader's language, and a
// certificate's expiry once the clock has passed it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificationCases, organisations } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { freshIp } from '../../test/accounts.ts';
import { makeReadyForCertification } from '../../test/certification-ready.ts';
import { insertCertifiedCase } from '../../seed/demo-public-profile.ts';

const SWEDEN = 197;
const BRITAIN = 77;

describe.each(databases())('public pages on %s', (kind) => {
  const t = useTestApp(kind);
  let counter = 0;

  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.current.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });

  const api = async (method: 'GET' | 'PUT', url: string, asUser: number, payload?: object) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(asUser),
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });

  /** A club of its own with an owner and a view-only member, in Sweden unless told. */
  async function club(title: string, countryId = SWEDEN, type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY') {
    counter += 1;
    const made = await t.current.createOrganisation(
      {
        type,
        title: `${title} ${counter} ${kind}`,
        countryId,
        emailAddress: `office${counter}@club.example`,
      },
      ['USER_VIEW_ONLY'],
      { firstName: 'Oskar', lastName: 'Owensson' },
    );
    return { ...made, title: `${title} ${counter} ${kind}`, viewer: made.members[0]! };
  }

  /** The club certified on `decidedOn` with one closed immediate and one open continual point; its slug and code. */
  async function certified(
    organisation: { id: number; owner: number },
    decidedOn = '2026-06-01',
    type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY',
  ) {
    const verifierUserId = await t.current.createUser({ firstName: 'Vivianne', lastName: 'Verholt' });
    const code = await insertCertifiedCase(t.current.db.db, {
      organisationId: organisation.id,
      organisationType: type,
      verifierUserId,
      company: 'Green Audits AB',
      decidedOn,
      findings: [
        { kind: 'immediate', text: 'Bund the fuel store.', closed: true },
        {
          kind: 'continual',
          text: 'Meter the practice-ground irrigation.',
          dueDate: '2027-06-30',
          closed: false,
        },
      ],
    });
    const settings = await api(
      'GET',
      `/api/organisation/${organisation.id}/public-profile`,
      organisation.owner,
    );
    return { code, slug: settings.json().data.slug as string };
  }

  it('lists a certified facility in the directory, and never one that is not certified', async () => {
    const holder = await club('Heath Links');
    const { slug } = await certified(holder);
    const applicant = await club('Heath Applicant');
    await t.current.db.db.insert(certificationCases).values({
      organisationId: applicant.id,
      state: 'desk-review',
      reviewYear: 2025,
      submitted: [],
    });
    // Named like a certified one, but certified is only what a decision sets.
    await club('Heath Pretender');

    const page = await get(`/directory?name=${encodeURIComponent('Heath')}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(holder.title);
    expect(page.body).toContain(`href="/directory/${slug}"`);
    expect(page.body).toContain('Certified');
    expect(page.body).not.toContain('Heath Applicant');
    expect(page.body).not.toContain('Heath Pretender');
    expect(page.body).not.toContain('<script');
  });

  it('shows a club in process only when it chose to, and filters by state, country and name', async () => {
    const applicant = await club('Moor Applicant', BRITAIN);
    await t.current.db.db.insert(certificationCases).values({
      organisationId: applicant.id,
      state: 'verification',
      reviewYear: 2025,
      submitted: [],
    });
    expect((await get('/directory?state=in-process')).body).not.toContain(applicant.title);

    const saved = await api('PUT', `/api/organisation/${applicant.id}/public-profile`, applicant.owner, {
      show_in_process: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const inProcess = await get('/directory?state=in-process&country=GB');
    expect(inProcess.body).toContain(applicant.title);
    expect(inProcess.body).toContain('In process of certification');
    expect((await get('/directory?state=certified')).body).not.toContain(applicant.title);
    expect((await get('/directory?country=SE')).body).not.toContain(applicant.title);
    expect((await get('/directory?name=nothing-like-it')).body).toContain('Nothing matches your search.');
  });

  it('calls a certificate ending within six months due for renewal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-03-01T10:00:00Z'));
    const holder = await club('Renewing Park');
    await certified(holder, '2026-06-01');
    const page = await get(`/directory?state=renewal-due&name=${encodeURIComponent('Renewing Park')}`);
    expect(page.body).toContain(holder.title);
    expect(page.body).toContain('Renewal due');
  });

  it('shows the profile: certificate, verifier company and the last verification by practice, and no e-mail, person or answer', async () => {
    const holder = await club('Pine Valley');
    const { slug } = await certified(holder);
    const page = await get(`/directory/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(holder.title);
    expect(page.body).toContain('Sweden');
    expect(page.body).toContain('Golf facility');
    expect(page.body).toContain('1 June 2026');
    expect(page.body).toContain('1 June 2029');
    expect(page.body).toContain('Green Audits AB');
    expect(page.body).toContain('Bund the fuel store.');
    expect(page.body).toContain('Meter the practice-ground irrigation.');
    expect(page.body).toMatch(/Closed/);
    expect(page.body).toMatch(/Open, due 30 June 2027/);
    expect(page.body).toContain(`<link rel="canonical" href="${t.current.config.appUrl}/directory/${slug}"`);
    expect(page.body).toContain('property="og:title"');
    expect(page.body).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
    for (const person of ['Oskar', 'Owensson', 'Vivianne', 'Verholt'])
      expect(page.body).not.toContain(person);
  });

  it('leaves out the footprint and highlights until the club switches them on, then shows them at once', async () => {
    const holder = await club('Birch Hill');
    await makeReadyForCertification(t.current, { ...holder, type: 'FACILITY' }, 2024);
    const { slug } = await certified(holder);
    const before = await get(`/directory/${slug}`);
    expect(before.body).not.toContain('Carbon footprint');
    expect(before.body).not.toContain('/carbon-method');

    const refused = await api('PUT', `/api/organisation/${holder.id}/public-profile`, holder.viewer, {
      show_footprint: true,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await api('PUT', `/api/organisation/${holder.id}/public-profile`, holder.owner, {
      show_footprint: true,
      show_highlights: true,
      highlights: { en: 'Meadows <b>everywhere</b>.', sv: 'Ängar överallt.', de: '  ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.highlights).toEqual({ en: 'Meadows <b>everywhere</b>.', sv: 'Ängar överallt.' });

    const after = await get(`/directory/${slug}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Carbon footprint by year');
    expect(after.body).toContain('>2024<');
    expect(after.body).toContain('href="/carbon-method"');
    expect(after.body).toContain('Meadows &#60;b&#62;everywhere&#60;/b&#62;.');
    expect((await get(`/directory/${slug}?lang=sv`)).body).toContain('Ängar överallt.');
    // German has no text of its own: the English one stands in.
    expect((await get(`/directory/${slug}?lang=de`)).body).toContain('Meadows');

    await api('PUT', `/api/organisation/${holder.id}/public-profile`, holder.owner, {
      show_footprint: false,
      show_highlights: false,
    });
    const off = await get(`/directory/${slug}`);
    expect(off.body).not.toContain('Carbon footprint');
    expect(off.body).not.toContain('Meadows');
    const badge = await get(`/badge/${slug}.svg`);
    expect(badge.body).not.toMatch(/CO2|footprint/i);
    expect((await get('/sitemap.xml')).body).not.toMatch(/CO2|footprint/i);
  });

  it('refuses another organisation’s settings as the wiring does (403) and keeps a bad save from changing anything', async () => {
    const mine = await club('Own Club');
    const theirs = await club('Their Club');
    expect((await api('GET', `/api/organisation/${theirs.id}/public-profile`, mine.owner)).statusCode).toBe(
      403,
    );
    const first = await api('GET', `/api/organisation/${mine.id}/public-profile`, mine.viewer);
    expect(first.json().data).toMatchObject({
      slug: null,
      show_footprint: false,
      show_highlights: false,
      show_in_process: false,
    });
    const tooLong = await api('PUT', `/api/organisation/${mine.id}/public-profile`, mine.owner, {
      show_footprint: true,
      highlights: { en: 'x'.repeat(601) },
    });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await api('PUT', `/api/organisation/${mine.id}/public-profile`, mine.owner, {
      highlights: { xx: 'hi' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await api('GET', `/api/organisation/${mine.id}/public-profile`, mine.owner)).json().data
        .show_footprint,
    ).toBe(false);
  });

  it('gives the club’s case its badge’s addresses while the certificate holds, and none before or after', async () => {
    const holder = await club('Birch Links');
    const caseOf = async () => {
      const [found] = await t.current.db.db
        .select({ id: certificationCases.id })
        .from(certificationCases)
        .where(eq(certificationCases.organisationId, holder.id));
      const read = await api(
        'GET',
        `/api/organisation/${holder.id}/certification/cases/${found!.id}`,
        holder.viewer,
      );
      expect(read.statusCode, read.body).toBe(200);
      return read.json().data;
    };
    await t.current.db.db.insert(certificationCases).values({
      organisationId: holder.id,
      state: 'desk-review',
      reviewYear: 2025,
      submitted: [],
    });
    expect((await caseOf()).publicProfile).toBeNull();
    await t.current.db.db.delete(certificationCases).where(eq(certificationCases.organisationId, holder.id));

    const { slug } = await certified(holder, '2026-06-01');
    const appUrl = t.current.config.appUrl;
    expect((await caseOf()).publicProfile).toEqual({
      url: `${appUrl}/directory/${slug}`,
      badgeUrl: `${appUrl}/badge/${slug}.svg`,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-06-02T08:00:00Z'));
    expect((await caseOf()).publicProfile).toBeNull();
  });

  it('checks a certificate code as typed from paper, and says when it ran out or was withdrawn', async () => {
    const holder = await club('Oak Dunes');
    const { code } = await certified(holder, '2026-06-01');
    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    const valid = await get(`/verify?code=${encodeURIComponent(typed)}`);
    expect(valid.statusCode).toBe(200);
    expect(valid.body).toContain('Valid certificate');
    expect(valid.body).toContain(`This certificate of ${holder.title} is valid until 1 June 2029.`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-06-02T08:00:00Z'));
    const expired = await get(`/verify/${code}`);
    expect(expired.body).toContain('Expired certificate');
    expect(expired.body).toContain('ran out on 1 June 2029');
    vi.useRealTimers();

    await t.current.db.db
      .update(organisations)
      .set({ certified: false })
      .where(eq(organisations.id, holder.id));
    const withdrawn = await get(`/verify/${code}?lang=sv`);
    expect(withdrawn.body).toContain('Återkallat certifikat');
  });

  it('answers an unknown code, slug or badge with a 404 page in the reader’s language', async () => {
    const code = await get('/verify/ZZZZ-ZZZZ-ZZZZ', { 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' });
    expect(code.statusCode).toBe(404);
    expect(code.body).toContain('<html lang="de">');
    expect(code.body).toContain('Kein Zertifikat hat den Code ZZZZ-ZZZZ-ZZZZ');
    const slug = await get('/directory/no-such-club?lang=sv');
    expect(slug.statusCode).toBe(404);
    expect(slug.body).toContain('Sidan hittades inte');
    expect((await get('/badge/no-such-club.svg')).statusCode).toBe(404);
    // A club that is not certified has no public profile and no badge, even with a slug.
    const quiet = await club('Quiet Club');
    const saved = await api('PUT', `/api/organisation/${quiet.id}/public-profile`, quiet.owner, {
      show_footprint: true,
    });
    const quietSlug = saved.json().data.slug as string;
    expect((await get(`/directory/${quietSlug}`)).statusCode).toBe(404);
    expect((await get(`/badge/${quietSlug}.png`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(quietSlug);
  });

  it('draws the badge with the standing and last day, expired once the clock passes it, with ETag and 304', async () => {
    const holder = await club('Cedar Links');
    const { slug } = await certified(holder, '2026-06-01');
    const svg = await get(`/badge/${slug}.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(svg.body).toContain('Certified');
    expect(svg.body).toContain('until 1 June 2029');
    expect(svg.body).toContain(`${t.current.config.appUrl}/directory/${slug}`);
    const again = await get(`/badge/${slug}.svg`, { 'if-none-match': svg.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const png = await get(`/badge/${slug}.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-06-02T08:00:00Z'));
    const expired = await get(`/badge/${slug}.svg`, { 'if-none-match': svg.headers.etag as string });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('Certificate expired');
    expect(expired.body).not.toContain('>Certified<');
    expect((await get(`/directory?name=${encodeURIComponent('Cedar Links')}`)).body).not.toContain(
      holder.title,
    );
    expect((await get(`/directory/${slug}`)).body).toContain('The certificate ran out on 1 June 2029.');
  });

  it('writes the pages in the language of the query, else of Accept-Language', async () => {
    const swedish = await get('/directory?lang=sv', { 'accept-language': 'de' });
    expect(swedish.body).toContain('<html lang="sv">');
    expect(swedish.body).toContain('Certifierade anläggningar och tävlingar');
    expect(swedish.headers.vary).toContain('Accept-Language');
    const german = await get('/verify', { 'accept-language': 'fr;q=0.4, de;q=0.8' });
    expect(german.body).toContain('Zertifikat prüfen');
    const fallback = await get('/verify', { 'accept-language': 'ja' });
    expect(fallback.body).toContain('<html lang="en">');
  });

  it('lists only public profiles in the sitemap, and robots.txt points to it', async () => {
    const holder = await club('Sitemap Downs');
    const { slug } = await certified(holder);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('xml');
    expect(sitemap.body).toContain(`<loc>${t.current.config.appUrl}/directory/${slug}</loc>`);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${t.current.config.appUrl}/sitemap.xml`);
  });

  it('gives an organisation a slug from its name when first certified, unique and kept after a rename', async () => {
    const facility = await t.current.createOrganisation({ type: 'FACILITY', title: `Åre Golfklubb ${kind}` });
    const tournament = await t.current.createOrganisation({
      type: 'TOURNAMENT',
      title: `Åre Golfklubb ${kind}`,
    });
    const a = await certified(facility);
    const b = await certified(tournament, '2026-06-01', 'TOURNAMENT');
    expect(a.slug).toBe(`are-golfklubb-${kind}`);
    expect(b.slug).toBe(`are-golfklubb-${kind}-2`);
    await t.current.db.db
      .update(organisations)
      .set({ title: `Renamed ${kind}` })
      .where(eq(organisations.id, facility.id));
    const renamed = await get(`/directory/${a.slug}`);
    expect(renamed.body).toContain(`Renamed ${kind}`);
    expect((await get(`/directory/${b.slug}`)).body).toContain('Tournament');
  });
});
