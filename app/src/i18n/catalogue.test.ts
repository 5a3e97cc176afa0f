import { describe, expect, it, vi } from 'vitest';
import { createCatalogue } from './catalogue';

const english = {
  'login.title': 'Sign in',
  'layout.copyright': '© {{year}} OnCourse',
  greeting: 'Hello {{ name }}, {{name}}!',
  'only.english': 'Only in English',
};

const interpolate = (text: string, values?: Record<string, string | number>) =>
  createCatalogue('en', {}).getSnapshot().fill(text, values);

describe('fill', () => {
  it('fills every {{name}} placeholder, spaces inside the braces allowed, numbers as text', () => {
    expect(interpolate('Hello {{ name }}, {{name}}!', { name: 'Alex' })).toBe('Hello Alex, Alex!');
    expect(interpolate('{{count}} of {{max}}', { count: 0, max: 12 })).toBe('0 of 12');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Sent to {{email}}', { name: 'Alex' })).toBe('Sent to {{email}}');
    expect(interpolate('Sent to {{email}}')).toBe('Sent to {{email}}');
  });

  it('inserts values literally, even when they look like placeholders or replacement patterns', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: "$& $'" })).toBe("{{b}} $& $'");
  });
});

describe('plurals in the catalogue', () => {
  const remaining = {
    en: '{count, plural, one {# character remaining} other {# characters remaining}}',
    fr: '{count, plural, one {# caractère restant} other {# caractères restants}}',
  };

  it('says 0 and 1 in the singular in French and 0 in the plural in English, by the language shown', () => {
    const catalogue = createCatalogue('en', { 'notes.remaining': remaining.en });
    const say = (count: number) => catalogue.getSnapshot().t('notes.remaining', { count });
    expect([0, 1, 2].map(say)).toEqual(['0 characters remaining', '1 character remaining', '2 characters remaining']);
    catalogue.addCatalogue('fr', { 'notes.remaining': remaining.fr });
    catalogue.setLanguage('fr');
    expect([0, 1, 2].map(say)).toEqual(['0 caractère restant', '1 caractère restant', '2 caractères restants']);
  });

  it('writes the count as the regional locale writes numbers', () => {
    const catalogue = createCatalogue('en', { 'notes.remaining': remaining.en });
    catalogue.setLanguage('de');
    catalogue.addCatalogue('de', { 'notes.remaining': 'Noch {count, plural, one {# Zeichen} other {# Zeichen}}' });
    expect(catalogue.getSnapshot().t('notes.remaining', { count: 1500 })).toBe('Noch 1.500 Zeichen');
  });
});

describe('createCatalogue (docs/languages-units-themes.md#interface-strings display language)', () => {
  it('answers in the bundled fallback before any catalogue arrives', () => {
    const catalogue = createCatalogue('en', english);
    const { language, t } = catalogue.getSnapshot();
    expect(language).toBe('en');
    expect(t('login.title')).toBe('Sign in');
    expect(t('layout.copyright', { year: 2031 })).toBe('© 2031 OnCourse');
  });

  it('looks a key up in the current language, then in English, then shows the key', () => {
    const catalogue = createCatalogue('en', english);
    catalogue.addCatalogue('de', { 'login.title': 'Anmelden' });
    catalogue.setLanguage('de');
    const { t, lookup } = catalogue.getSnapshot();
    expect(t('login.title')).toBe('Anmelden');
    expect(t('only.english')).toBe('Only in English');
    expect(t('missing.key')).toBe('missing.key');
    expect(lookup('missing.key')).toBeUndefined();
  });

  it('merges a catalogue that arrives later into the loaded one and tells listeners', () => {
    const catalogue = createCatalogue('en', english);
    const listener = vi.fn();
    catalogue.subscribe(listener);
    const before = catalogue.getSnapshot();
    catalogue.addCatalogue('en', { 'login.title': 'Log in' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(catalogue.getSnapshot()).not.toBe(before);
    expect(catalogue.getSnapshot().t('login.title')).toBe('Log in');
    expect(catalogue.getSnapshot().t('only.english')).toBe('Only in English');
  });

  it('changes nothing on screen for a language that is not shown, nor for a switch to the same language', () => {
    const catalogue = createCatalogue('en', english);
    const listener = vi.fn();
    const unsubscribe = catalogue.subscribe(listener);
    const before = catalogue.getSnapshot();
    catalogue.addCatalogue('fr', { 'login.title': 'Connexion' });
    catalogue.setLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    expect(catalogue.getSnapshot()).toBe(before);
    expect(catalogue.hasCatalogue('fr')).toBe(true);

    unsubscribe();
    catalogue.setLanguage('fr');
    expect(listener).not.toHaveBeenCalled();
    expect(catalogue.getSnapshot().t('login.title')).toBe('Connexion');
  });

  it('keeps the bundled strings it was given unchanged', () => {
    const bundled = { 'login.title': 'Sign in' };
    createCatalogue('en', bundled).addCatalogue('en', { 'login.title': 'Log in' });
    expect(bundled['login.title']).toBe('Sign in');
  });
});
