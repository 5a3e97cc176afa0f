import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadCountries } from '@oncourse/fixtures';
import { maintenanceNotices, seedState, strings as stringsTable } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { catalogue } from './catalogue.ts';

const strings = () => ({
  en: {
    'login.title': 'Sign in',
    'login.submit': 'Sign in now',
    'errors.required': 'This field is required',
  },
  de: { 'login.title': 'Anmelden', 'login.submit': 'Jetzt anmelden' },
});

describe.each(databases())('reference and system calls on %s', (kind) => {
  const t = useTestApp(kind, { seed: { strings } });
  const get = async (url: string) => {
    const response = await t.current.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('healthcheck answers up with the database kind', async () => {
    expect(await get('/api/healthcheck')).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { status: 'up', database: kind } },
    });
  });

  it('maintenance is null while no notice is active, then the latest active notice', async () => {
    expect((await get('/api/maintenance')).body.data).toEqual({ notification: null });
    await t.current.db.db
      .update(maintenanceNotices)
      .set({ active: true })
      .where(eq(maintenanceNotices.id, 1));
    await t.current.db.db.insert(maintenanceNotices).values({
      active: true,
      createdAt: new Date('2030-05-01T08:00:00Z'),
      maintenanceStartDate: '2030-05-03',
      maintenanceStartTime: '06:30',
      maintenanceDuration: 45,
      durationUnits: 'minutes',
    });
    expect((await get('/api/maintenance')).body.data).toEqual({
      notification: {
        createdAt: '2030-05-01T08:00:00.000Z',
        maintenanceStartDate: '2030-05-03',
        maintenanceStartTime: '06:30',
        maintenanceDuration: 45,
        durationUnits: 'minutes',
      },
    });
    await t.current.db.db.update(maintenanceNotices).set({ active: false });
    expect((await get('/api/maintenance')).body.data).toEqual({ notification: null });
  });

  it('both country lists answer every country sorted by name', async () => {
    const countries = (await get('/api/country/countries')).body.data as { title: string }[];
    expect(countries).toHaveLength(loadCountries().length);
    expect(countries.map((country) => country.title)).toEqual(
      [...countries.map((country) => country.title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect((await get('/api/language/countires')).body.data).toEqual(countries);
  });

  it('one country by id, 404 in the error shape when unknown, 400 when not an id', async () => {
    const germany = loadCountries().find((country) => country.code === 'DE')!;
    expect((await get(`/api/country/countries/${germany.id}`)).body.data).toEqual({
      id: germany.id,
      title: 'Germany',
      code: 'DE',
    });
    expect(await get('/api/country/countries/99999')).toEqual({
      status: 404,
      body: {
        ok: false,
        status: 404,
        data: { field: 'lookupId', code: 'NOT_FOUND', number: 404, message: 'Country not found' },
      },
    });
    const invalid = await get('/api/country/countries/abc');
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toMatchObject({ field: 'lookupId', code: 'INCORRECT_FORMAT', number: 112 });
  });

  it('strings fall back to en for keys the language lacks', async () => {
    expect((await get('/api/string/strings-by-code?code=de')).body.data).toEqual({
      code: 'de',
      strings: {
        'login.title': 'Anmelden',
        'login.submit': 'Jetzt anmelden',
        'errors.required': 'This field is required',
      },
    });
    expect((await get('/api/string/strings-by-code?code=en')).body.data.strings).toEqual(strings().en);
    expect((await get('/api/string/strings-by-code?code=fr')).body.data).toEqual({
      code: 'fr',
      strings: strings().en,
    });
  });

  it('the server’s own catalogue fills placeholders and falls back to English, then to the key', async () => {
    const de = await catalogue(t.current.db.db, 'de');
    expect(de('login.submit')).toBe('Jetzt anmelden');
    expect(de('errors.required')).toBe('This field is required');
    expect(de('no.such.key')).toBe('no.such.key');
    const en = await catalogue(t.current.db.db, 'en');
    expect(en('login.title', { unused: 1 })).toBe('Sign in');
    const placeholder = { language: 'en', key: 'test.total', text: 'Total: {{value}} t, {{missing}}' };
    await t.current.db.db.insert(stringsTable).values(placeholder);
    // Only a seed writes strings, and it gives them a new version: so does this test.
    const newVersion = () =>
      t.current.db.db
        .update(seedState)
        .set({ fingerprint: `test-${Math.random()}` })
        .where(eq(seedState.key, 'fixtures'));
    await newVersion();
    try {
      // A placeholder without a value stays visible rather than vanishing.
      expect((await catalogue(t.current.db.db, 'de'))('test.total', { value: '1,5' })).toBe(
        'Total: 1,5 t, {{missing}}',
      );
    } finally {
      await t.current.db.db.delete(stringsTable).where(eq(stringsTable.key, placeholder.key));
      await newVersion();
    }
  });

  it('strings-by-code gives only the groups asked for, in the language asked or English', async () => {
    expect((await get('/api/string/strings-by-code?code=de&groups=login')).body.data).toEqual({
      code: 'de',
      strings: { 'login.title': 'Anmelden', 'login.submit': 'Jetzt anmelden' },
    });
    expect((await get('/api/string/strings-by-code?code=de&groups=errors,menu')).body.data).toEqual({
      code: 'de',
      strings: { 'errors.required': 'This field is required' },
    });
    const malformed = await get('/api/string/strings-by-code?code=en&groups=login;drop');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toMatchObject({ field: 'groups', code: 'INCORRECT_FORMAT' });
  });

  it('strings-by-code requires a language code', async () => {
    const missing = await get('/api/string/strings-by-code');
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ field: 'code', code: 'REQUIRED_FIELD_MISSING' });
    const malformed = await get('/api/string/strings-by-code?code=ENGLISH');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toMatchObject({ field: 'code', code: 'INCORRECT_FORMAT' });
  });
});

describe('the languages offered', () => {
  const catalogues = () => ({
    ...strings(),
    de: { ...strings().de, 'errors.required': 'Dieses Feld ist erforderlich' },
    // Half translated: never offered.
    fr: { 'login.title': 'Se connecter' },
  });
  const t = useTestApp('pglite', { seed: { strings: catalogues } });
  const offered = {
    t,
    get: async (url: string) => ({ body: (await t.current.app.inject({ method: 'GET', url })).json() }),
  };

  it('offers exactly the languages whose catalogue has every key, with their own name and flag country', async () => {
    const { body } = await offered.get('/api/language/supported-languages');
    expect(body.data.map((language: { key: string }) => language.key)).toEqual(['en', 'de']);
    expect(body.data).toContainEqual({ key: 'de', value: 'German', language: 'Deutsch', countryCode: 'DE' });
    // zu has no catalogue at all: never offered.
    expect(body.data.some((language: { key: string }) => language.key === 'zu')).toBe(false);
  });

  it('stops offering a language as soon as one of its texts is missing', async () => {
    await offered.t.current.db.db
      .delete(stringsTable)
      .where(and(eq(stringsTable.language, 'de'), eq(stringsTable.key, 'login.title')));
    const { body } = await offered.get('/api/language/supported-languages');
    expect(body.data.some((language: { key: string }) => language.key === 'de')).toBe(false);
    expect(body.data.some((language: { key: string }) => language.key === 'en')).toBe(true);
  });
});
