import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import { Trans } from './Trans';
import { useFormTranslate } from './useText';
import { useTranslation } from './useTranslation';

afterEach(cleanup);

function renderWithServices(ui: ReactNode) {
  const services = createServices({
    baseUrl: 'http://localhost',
    fetch: createFakeFetch({}).fetch,
    navigate: () => undefined,
  });
  render(<ServicesProvider services={services}>{ui}</ServicesProvider>);
  return services.catalogue;
}

function Title() {
  const { t, language } = useTranslation();
  return (
    <h1 lang={language}>
      {t('login.title')} · {t('layout.copyright', { year: 2031 })}
    </h1>
  );
}

function ThemeText({ textKey, fallback }: { textKey: string; fallback: string }) {
  const t = useFormTranslate();
  return <p>{t(textKey, fallback, { min: 8 })}</p>;
}

describe('useTranslation (docs/languages-units-themes.md#interface-strings display language)', () => {
  it('shows the bundled English first, then re-renders when the language switches', () => {
    const catalogue = renderWithServices(<Title />);
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('Sign in · © 2031 OnCourse');
    expect(heading.getAttribute('lang')).toBe('en');

    act(() => {
      catalogue.addCatalogue('de', { 'login.title': 'Anmelden' });
      catalogue.setLanguage('de');
    });
    expect(heading.getAttribute('lang')).toBe('de');
    // The copyright is not in this German catalogue, so it falls back to English.
    expect(heading.textContent).toBe('Anmelden · © 2031 OnCourse');
  });

  it('re-renders when the current language’s catalogue arrives from the API', () => {
    const catalogue = renderWithServices(<Title />);
    act(() => catalogue.addCatalogue('en', { 'login.title': 'Welcome back' }));
    expect(screen.getByRole('heading').textContent).toMatch(/^Welcome back · /);
  });

  it('gives the form theme the catalogue text, or its own fallback when the catalogue lacks the key', () => {
    const catalogue = renderWithServices(
      <ThemeText textKey="form.minLength" fallback="At least {{min}} characters" />,
    );
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    act(() => catalogue.addCatalogue('en', { 'form.minLength': 'Use {{min}} characters or more' }));
    expect(screen.getByText('Use 8 characters or more')).toBeTruthy();
  });
});

describe('Trans', () => {
  it('renders the markup of a text with the given elements and the value inside', () => {
    const catalogue = renderWithServices(
      <p data-testid="text">
        <Trans i18nKey="sent" values={{ email: 'alex@example.org' }} components={{ strong: <strong /> }} />
      </p>,
    );
    act(() => catalogue.addCatalogue('en', { sent: 'Sent to <strong>{{email}}</strong>. Open it.' }));
    expect(screen.getByTestId('text').innerHTML).toBe('Sent to <strong>alex@example.org</strong>. Open it.');
  });

  it('never turns a value into markup', () => {
    const catalogue = renderWithServices(
      <p data-testid="text">
        <Trans i18nKey="sent" values={{ email: '<strong>x</strong>' }} components={{ strong: <strong /> }} />
      </p>,
    );
    act(() => catalogue.addCatalogue('en', { sent: 'Sent to {{email}}' }));
    expect(screen.getByTestId('text').querySelector('strong')).toBeNull();
    expect(screen.getByTestId('text').textContent).toBe('Sent to <strong>x</strong>');
  });
});
