import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_THEME_STRINGS } from '@oncourse/renderers';
import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';
import { formatMessage, LANGUAGE_FACTS, regionalLocale } from '@oncourse/engine/locale';
import { describe, expect, it } from 'vitest';
import { HEAR_ABOUT_US } from '../account/registration.form';
import { FACILITY_ROLES, roleLabelKey, TOURNAMENT_ROLES } from '../forms/roles';
import { TERMS_SECTIONS } from '../shell/TermsScreen';
import { bundledStrings } from './bundled-groups';
import bundledEnglish from './bundled-en.gen.json';

// Vitest runs this in jsdom, where import.meta.url is not a file URL; the module runner sets dirname.
const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|gen)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal key passed to a translation call or held as a `'group.key'` string in the app's code. */
function keysInSource(files: string[] = sourceFiles(SOURCE)): Set<string> {
  const groups = Object.keys(en).map((key) => key.split('.')[0]);
  const pattern = new RegExp(`['"\`]((?:${[...new Set(groups)].join('|')})\\.[A-Za-z0-9.]+)['"\`]`, 'g');
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1]!);
  }
  return keys;
}

const catalogue = en as Record<string, string>;

const STRINGS = join(SOURCE, '..', '..', 'fixtures', 'strings');
/** The values a text asks for: its `{{name}}` placeholders and the numbers its plurals choose by. */
const placeholders = (text: string) =>
  [
    ...new Set([
      ...[...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!),
      ...[...text.matchAll(/\{\s*([\w.]+)\s*,\s*plural\s*,/g)].map((m) => `${m[1]!} (plural)`),
    ]),
  ].sort();

describe('strings catalogue (fixtures/strings)', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(de)])
      expect(text.trim(), key).not.toBe('');
  });

  // A language is offered only when its catalogue is complete (the server checks): every catalogue
  // kept here must be, with the same placeholders as English, so no offered page falls back.
  it('has every key in every catalogue, none empty, with the English placeholders', () => {
    const files = readdirSync(STRINGS).filter((name) => name.endsWith('.json'));
    expect(files).toEqual(expect.arrayContaining(['en.json', 'de.json']));
    for (const file of files) {
      const strings = JSON.parse(readFileSync(join(STRINGS, file), 'utf8')) as Record<string, string>;
      expect(Object.keys(strings).sort(), `keys of ${file}`).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${file} ${key}`).not.toBe('');
        expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(catalogue[key] ?? ''));
      }
    }
  });

  it('is one catalogue file for each language fixtures/languages.json says the interface is in', () => {
    const files = readdirSync(STRINGS).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '')).sort()).toEqual(
      LANGUAGE_FACTS.filter((language) => language.catalogue)
        .map((language) => language.key)
        .sort(),
    );
  });

  // Plurals are the message format's (docs/engineering.md#words-and-formats), not a second key per
  // count: "…One" keys said "0 caractères" in French, where 0 is singular.
  it('says plurals in one text with every branch it needs, no key of its own for one', () => {
    const keys = new Set(Object.keys(en));
    expect([...keys].filter((key) => key.endsWith('One') && keys.has(key.slice(0, -3)))).toEqual([]);
    const files = readdirSync(STRINGS).filter((name) => name.endsWith('.json'));
    for (const file of files) {
      const locale = regionalLocale(file.replace('.json', ''));
      const strings = JSON.parse(readFileSync(join(STRINGS, file), 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(strings)) {
        const counts = placeholders(text).filter((name) => name.endsWith(' (plural)'));
        if (counts.length === 0) continue;
        const values: Record<string, string | number> = Object.fromEntries(
          placeholders(text).map((name) => [name.replace(' (plural)', ''), 'x']),
        );
        for (const count of [0, 1, 2, 5, 21, 1.5]) {
          for (const name of counts) values[name.replace(' (plural)', '')] = count;
          const said = formatMessage(text, values, locale);
          expect(said, `${file} ${key} with ${count}`).not.toMatch(/[{}#]/);
        }
      }
    }
  });

  it('bundles every text the signed-out pages name (the rest loads before a signed-in page)', () => {
    const publicCode = [
      ...sourceFiles(join(SOURCE, 'account')),
      ...sourceFiles(join(SOURCE, 'routes', '_public')),
      ...sourceFiles(join(SOURCE, 'forms', 'light')),
      ...['routes/_public.tsx', 'routes/__root.tsx', 'routes/error.tsx', 'routes/logout.tsx'].map((file) =>
        join(SOURCE, file),
      ),
      ...['PublicLayout.tsx', 'ErrorScreen.tsx', 'NotFound.tsx', 'MaintenanceBanner.tsx'].map((file) =>
        join(SOURCE, 'shell', file),
      ),
    ];
    const named = [...keysInSource(publicCode), ...Object.keys(FORM_THEME_STRINGS)].filter(
      (key) => key in catalogue,
    );
    const bundled = bundledStrings(catalogue);
    expect(named.filter((key) => !(key in bundled))).toEqual([]);
    expect(bundled).toEqual(bundledEnglish);
  });

  it('holds every key the app names in its code', () => {
    const missing = [...keysInSource()].filter((key) => !(key in catalogue) && !key.endsWith('.'));
    expect(missing).toEqual([]);
  });

  it('holds the keys built at run time: roles, hear-about, terms, the form theme', () => {
    const built = [
      ...[...FACILITY_ROLES, ...TOURNAMENT_ROLES, 'owner'].map(roleLabelKey),
      ...HEAR_ABOUT_US.map((value) => `hearAboutUs.${value}`),
      ...TERMS_SECTIONS.flatMap(({ id, paragraphs }) => [
        `terms.${id}.title`,
        ...Array.from({ length: paragraphs }, (_, index) => `terms.${id}.p${index + 1}`),
      ]),
      ...['minutes', 'hours', 'days'].map((unit) => `maintenance.units.${unit}`),
      ...Object.keys(FORM_THEME_STRINGS),
    ];
    expect(built.filter((key) => !(key in catalogue))).toEqual([]);
  });

  it('keeps the texts of docs/languages-units-themes.md#languages verbatim', () => {
    expect(Object.values(catalogue)).toEqual(
      expect.arrayContaining([
        'This field is required',
        'Please check the form and correct the missing fields',
        'Your password does not meet the minimum requirements',
        'Your passwords do not match',
        'Please agree to the terms & conditions',
        'This e-mail address is already registered, please return to login',
        'We couldn’t sign you in. Check your e-mail address and password.',
        'There was a problem authenticating. Please check permissions.',
        'Check that your e-mail address is complete, or reset your password.',
        'There is not a tournament associated with this account.',
        'The password does not meet the required complexity requirements.',
        'The registration token is either invalid, or has been used before.',
        'The reset password token is either invalid, or has been used before.',
        'Your password has been changed successfully.',
        'Something went wrong. Please try again later.',
        "We'll be back.",
      ]),
    );
  });

  // One spelling of e-mail per language: the one each catalogue already used most.
  it('spells e-mail one way in every catalogue and in the form theme’s English', () => {
    const otherSpelling: Record<string, RegExp> = {
      en: /\bemails?\b/i,
      de: /\bemails?\b|\b[Ee]-mail/,
      fr: /\bemails?\b/i,
      it: /\bemails?\b/i,
      nl: /\bemails?\b/i,
      es: /\be-?mails?\b/i,
      sv: /\be-?mails?\b/i,
    };
    const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');
    const offending: string[] = [];
    for (const [language, spelling] of Object.entries(otherSpelling)) {
      const strings = JSON.parse(readFileSync(join(STRINGS, `${language}.json`), 'utf8')) as Record<
        string,
        string
      >;
      const texts = language === 'en' ? { ...FORM_THEME_STRINGS, ...strings } : strings;
      for (const [key, text] of Object.entries(texts))
        if (spelling.test(withoutPlaceholders(text))) offending.push(`${language} ${key}: ${text}`);
    }
    expect(offending).toEqual([]);
  });
});
