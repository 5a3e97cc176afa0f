import type { ReactNode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, test } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import de from '@oncourse/fixtures/strings/de.json';

import { descriptionOf, renderForm } from '../testing.tsx';
import { interpolate } from '../translate.ts';

afterEach(cleanup);

const german = (key: string, fallback: string, values?: Record<string, string | number>) =>
  interpolate((de as Record<string, string>)[key] ?? fallback, values);

const details: RJSFSchema = {
  type: 'object',
  properties: {
    petrol_costs: { type: 'number', title: 'Petrol costs', minimum: 0, multipleOf: 0.01 },
    total_area: { type: 'number', title: 'Total area', minimum: 0, multipleOf: 0.01 },
    year_opened: { type: 'integer', title: 'Year opened' },
  },
};
const uiSchema: UiSchema = { year_opened: { 'ui:options': { grouping: false } } };

function inLanguage(locale: string) {
  return ({ children }: { children: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>;
}

describe('NumberWidget', () => {
  test('in German, "14,75" is submitted as 14.75 and a stored 1234.5 reads 1.234,5', async () => {
    const { user, onSubmit } = renderForm(
      {
        schema: details,
        uiSchema,
        formData: { total_area: 1234.5, year_opened: 1998 },
        t: german,
        submitLabel: 'Submit',
      },
      { wrapper: inLanguage('de') },
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Total area' }).value).toBe('1.234,5');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Year opened' }).value).toBe('1998');
    await user.type(screen.getByRole('textbox', { name: 'Petrol costs' }), '14,75');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      petrol_costs: 14.75,
      total_area: 1234.5,
      year_opened: 1998,
    });
  });

  test('in English, "12,5" stays as typed and is not saved: the field says what it needs', async () => {
    const { user, onSubmit } = renderForm({ schema: details, uiSchema }, { wrapper: inLanguage('en') });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Petrol costs' });
    await user.type(input, '12,5');
    await user.tab();
    expect(input.value).toBe('12,5');
    expect(descriptionOf(input)).toBe('Enter a number, for example 1,234.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe('12,5');
    expect(descriptionOf(input)).toBe('Enter a number, for example 1,234.5');
  });

  test('a third decimal on money is refused in the display language, never rounded', async () => {
    const { user, onSubmit } = renderForm(
      { schema: details, uiSchema, t: german, submitLabel: 'Submit' },
      { wrapper: inLanguage('de') },
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Petrol costs' });
    await user.type(input, '14,755');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe('14,755');
    expect(descriptionOf(input)).toBe('Geben Sie höchstens 2 Nachkommastellen ein');
  });

  test('"1e20" is not read as a number, and a whole-number field asks for a whole number', async () => {
    const { user, onSubmit } = renderForm({ schema: details, uiSchema }, { wrapper: inLanguage('en') });
    await user.type(screen.getByRole('textbox', { name: 'Total area' }), '1e20');
    await user.type(screen.getByRole('textbox', { name: 'Year opened' }), '1998.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Total area' }))).toBe(
      'Enter a number, for example 1,234.5',
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Year opened' }))).toBe(
      'Enter a whole number, for example 1,234',
    );
  });
});
