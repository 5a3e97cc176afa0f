// The strings catalogue is kept in memory per language, and a seed that changes the strings is seen
// at the next call, with no restart: what a server behind a load balancer needs when another one
// seeded the database.
import { describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { stringsIn } from './catalogue.ts';

const first = () => ({
  en: { 'report.title': 'Annual report', 'report.total': 'Total' },
  de: { 'report.title': 'Jahresbericht', 'report.total': 'Summe' },
});
const second = () => ({
  en: { 'report.title': 'Annual report', 'report.total': 'Total', 'report.scope': 'Scope' },
  de: { 'report.title': 'Jahresbericht', 'report.total': 'Gesamt', 'report.scope': 'Bereich' },
});

describe.each(databases())('the strings catalogue on %s', (kind) => {
  const t = useTestApp(kind, { seed: { strings: first } });
  const overHttp = async (code: string) =>
    (await t.current.app.inject({ method: 'GET', url: `/api/string/strings-by-code?code=${code}` })).json()
      .data.strings;

  it('gives the same catalogue call after call, and a new seed’s strings at the next call', async () => {
    const db = t.current.db.db;
    const kept = await stringsIn(db, 'de');
    expect(kept).toEqual(first().de);
    // Kept in memory: the same catalogue again, not read a second time.
    expect(await stringsIn(db, 'de')).toBe(kept);
    expect(await overHttp('de')).toEqual(first().de);
    // A language without strings of its own reads English.
    expect(await stringsIn(db, 'fr')).toEqual(first().en);

    await seed(db, { demo: true, fixtures: { strings: second } });
    expect(await stringsIn(db, 'de')).toEqual(second().de);
    expect(await overHttp('de')).toEqual(second().de);
    expect(await stringsIn(db, 'fr')).toEqual(second().en);
    expect(await stringsIn(db, 'en')).toEqual(second().en);
  });

  it('cannot be changed by one caller for the next', async () => {
    const strings = (await stringsIn(t.current.db.db, 'en')) as Record<string, string>;
    expect(() => {
      strings['report.title'] = 'Changed';
    }).toThrow(TypeError);
    expect((await stringsIn(t.current.db.db, 'en'))['report.title']).toBe('Annual report');
  });
});
