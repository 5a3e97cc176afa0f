import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';
import es from '@oncourse/fixtures/strings/es.json';
import fr from '@oncourse/fixtures/strings/fr.json';
import it_ from '@oncourse/fixtures/strings/it.json';
import nl from '@oncourse/fixtures/strings/nl.json';
import sv from '@oncourse/fixtures/strings/sv.json';

import { interpolate } from '../form-theme/translate.ts';
import { NumberTextInput } from './NumberTextInput.tsx';
import type { NumberSay, NumberValue } from './NumberTextInput.tsx';

afterEach(cleanup);

const CATALOGUES: Record<string, Record<string, string>> = { en, de, fr, es, it: it_, nl, sv };

/** Per display language: how a person writes 1234.5 and 14.75 there, and what it would misread. */
const LANGUAGES = [
  { locale: 'en', grouped: '1,234.5', money: '14.75', tooPrecise: '14.755', foreign: '12,5', whole: '18.5' },
  { locale: 'de', grouped: '1.234,5', money: '14,75', tooPrecise: '14,755', foreign: '14.75', whole: '18,5' },
  { locale: 'fr', grouped: '1 234,5', money: '14,75', tooPrecise: '14,755', foreign: '14.75', whole: '18,5' },
  { locale: 'es', grouped: '1.234,5', money: '14,75', tooPrecise: '14,755', foreign: '14.75', whole: '18,5' },
  { locale: 'it', grouped: '1.234,5', money: '14,75', tooPrecise: '14,755', foreign: '14.75', whole: '18,5' },
  { locale: 'nl', grouped: '1.234,5', money: '14,75', tooPrecise: '14,755', foreign: '14.75', whole: '18,5' },
  { locale: 'sv', grouped: '1 234,5', money: '14,75', tooPrecise: '14,755', foreign: '14.75', whole: '18,5' },
] as const;

/** Spaces of any kind read alike: Intl writes French and Swedish groups with no-break spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

function sayIn(locale: string): NumberSay {
  const catalogue = CATALOGUES[locale] ?? {};
  return (key, values) => interpolate(catalogue[key] ?? key, values);
}

interface HarnessProps {
  locale: string;
  initial?: NumberValue;
  decimals?: number | null;
  invalid?: boolean;
  onChange?: (value: NumberValue) => void;
}

/** The input as a form holds it: the reported value is what it is given back. */
function Harness({ locale, initial = null, decimals = 2, invalid, onChange }: HarnessProps) {
  const [value, setValue] = useState<NumberValue>(initial);
  return (
    <I18nProvider locale={locale}>
      <NumberTextInput
        id="area"
        aria-label="Area"
        value={value}
        decimals={decimals}
        invalid={invalid}
        say={sayIn(locale)}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </I18nProvider>
  );
}

function setup(props: HarnessProps) {
  const onChange = vi.fn<(value: NumberValue) => void>();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Area' });
  const description = () => {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  };
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { user, input, onChange, last, description };
}

const message = (locale: string, key: string, values?: Record<string, string | number>) =>
  interpolate(CATALOGUES[locale]?.[key] ?? key, values);

describe.each(LANGUAGES)('NumberTextInput in $locale', (language) => {
  const { locale } = language;

  it('reads a typed figure with the language’s separators, showing exactly what was typed', async () => {
    const { user, input, last } = setup({ locale });
    await user.type(input, language.grouped);
    expect(last()).toBe(1234.5);
    expect(input.value).toBe(language.grouped);
  });

  it('reads a pasted grouped figure, and writes it the language’s way once left', async () => {
    const { user, input, last } = setup({ locale });
    await user.click(input);
    await user.paste(language.grouped);
    expect(last()).toBe(1234.5);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    // Spanish and Italian leave a four-digit figure ungrouped; the others group it.
    expect(plain(input.value)).toBe(plain(new Intl.NumberFormat(locale).format(1234.5)));
  });

  it('keeps money to the penny: nothing typed within two decimals is rounded', async () => {
    const { user, input, last, description } = setup({ locale });
    await user.type(input, language.money);
    await user.tab();
    expect(last()).toBe(14.75);
    expect(input.value).toBe(language.money);
    expect(description()).toBe('');
  });

  it('refuses a third decimal with a message, keeping the figure unrounded', async () => {
    const { user, input, last, description } = setup({ locale });
    await user.type(input, language.tooPrecise);
    await user.tab();
    expect(last()).toBe(14.755);
    expect(input.value).toBe(language.tooPrecise);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toBe(message(locale, 'errors.decimals', { count: 2 }));
  });

  it('keeps what it cannot read as typed, with a message and an example in the language', async () => {
    const { user, input, last, description } = setup({ locale });
    for (const text of [language.foreign, '1e20']) {
      await user.clear(input);
      await user.type(input, text);
      await user.tab();
      expect(last()).toBe(text);
      expect(input.value).toBe(text);
      const example = new Intl.NumberFormat(locale, { useGrouping: 'always' as unknown as boolean }).format(
        1234.5,
      );
      expect(description()).toBe(message(locale, 'errors.notNumber', { example }));
    }
  });

  it('keeps a typed minus in the field and says why at once, while the rest is typed too', async () => {
    const { user, input, last, description } = setup({ locale });
    await user.type(input, '-20');
    expect(input.value).toBe('-20');
    expect(last()).toBe(-20);
    expect(description()).toBe(message(locale, 'errors.noMinus'));
    await user.tab();
    expect(description()).toBe(message(locale, 'errors.noMinus'));
    await user.clear(input);
    await user.type(input, '20');
    expect(description()).toBe('');
  });

  it('takes whole numbers only in a field that counts', async () => {
    const { user, input, last, description } = setup({ locale, decimals: 0 });
    expect(input.inputMode).toBe('numeric');
    await user.type(input, language.whole);
    await user.tab();
    expect(last()).toBe(18.5);
    expect(input.value).toBe(language.whole);
    const example = new Intl.NumberFormat(locale, { useGrouping: 'always' as unknown as boolean }).format(
      1234,
    );
    expect(description()).toBe(message(locale, 'errors.notWholeNumber', { example }));
  });

  it('shows a stored figure in the language', () => {
    const { input } = setup({ locale, initial: 1234.5 });
    expect(plain(input.value)).toBe(plain(new Intl.NumberFormat(locale).format(1234.5)));
  });
});

describe('NumberTextInput', () => {
  it('is a text input out of the browser’s own number parsing', () => {
    const { input } = setup({ locale: 'de' });
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
  });

  it('arrow keys, PageUp/PageDown and the mouse wheel leave the figure alone', async () => {
    const { user, input, onChange } = setup({ locale: 'en', initial: 7 });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{PageUp}{PageDown}');
    input.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    expect(input.value).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says nothing while the person is still typing, only once they leave the field', async () => {
    const { user, input, description } = setup({ locale: 'de' });
    await user.type(input, '1.2');
    expect(description()).toBe('');
    await user.type(input, '34,5');
    await user.tab();
    expect(description()).toBe('');
    expect(input.value).toBe('1.234,5');
  });

  it('a pasted negative figure stays, with the reason it cannot be taken', async () => {
    const { user, input, last, description } = setup({ locale: 'en' });
    await user.click(input);
    await user.paste('-20');
    await user.tab();
    expect(input.value).toBe('-20');
    expect(last()).toBe(-20);
    expect(description()).toBe(message('en', 'errors.noMinus'));
  });

  it('leaves the message to validation when the field already shows one', async () => {
    const { user, input, description } = setup({ locale: 'en', invalid: true });
    await user.type(input, '12,5');
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toBe('');
  });

  it('an emptied field reports no value', async () => {
    const { user, input, last } = setup({ locale: 'en', initial: 3 });
    await user.clear(input);
    expect(last()).toBeNull();
  });

  it('a stored unreadable entry comes back as it was typed, with its message', () => {
    const { input, description } = setup({ locale: 'de', initial: '14.75' });
    expect(input.value).toBe('14.75');
    expect(description()).toBe(message('de', 'errors.notNumber', { example: '1.234,5' }));
  });

  it('follows a change of language: the figure is written the new way', () => {
    const onChange = vi.fn();
    const view = render(
      <I18nProvider locale="en">
        <NumberTextInput
          id="a"
          aria-label="Area"
          value={1234.5}
          decimals={2}
          say={sayIn('en')}
          onChange={onChange}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('1,234.5');
    act(() =>
      view.rerender(
        <I18nProvider locale="de">
          <NumberTextInput
            id="a"
            aria-label="Area"
            value={1234.5}
            decimals={2}
            say={sayIn('de')}
            onChange={onChange}
          />
        </I18nProvider>,
      ),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('1.234,5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads a text again when the language arrives: "1.234,5" typed before German was in is 1234.5', async () => {
    const onChange = vi.fn<(value: NumberValue) => void>();
    function Switching({ locale }: { locale: string }) {
      const [value, setValue] = useState<NumberValue>(null);
      return (
        <I18nProvider locale={locale}>
          <NumberTextInput
            id="a"
            aria-label="Area"
            value={value}
            decimals={2}
            say={sayIn(locale)}
            onChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          />
        </I18nProvider>
      );
    }
    const view = render(<Switching locale="en" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '1.234,5');
    expect(onChange.mock.calls.at(-1)?.[0]).toBe('1.234,5');
    act(() => view.rerender(<Switching locale="de" />));
    expect(onChange.mock.calls.at(-1)?.[0]).toBe(1234.5);
    expect(input.value).toBe('1.234,5');
  });
});
