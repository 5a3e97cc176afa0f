import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Input, TextField, useLocale } from 'react-aria-components';

import type { TranslateValues } from '../form-theme/translate.ts';
import { readingMessage } from './messages.ts';
import type { NumberMessage } from './messages.ts';
import { formatNumber } from '@oncourse/engine/locale';
import { MAX_TYPED_DECIMALS, MINUS_SIGNS, readNumber } from './numberText.ts';
import type { NumberReading } from './numberText.ts';
import type { NumberStringKey } from './strings.ts';
import fieldStyles from '../form-theme/templates/field.module.css';
import inputStyles from '../form-theme/widgets/input.module.css';

/** What a number input reports: a number when the text reads as one, else the text itself, or null. */
export type NumberValue = number | string | null;

/** Looks up one of the input's messages in the display language, placeholders filled. */
export type NumberSay = (key: NumberStringKey, values?: TranslateValues) => string;

export interface NumberTextInputProps {
  id: string;
  name?: string | undefined;
  /** The stored value: a number, the text of an earlier unreadable entry, or nothing. */
  value: unknown;
  onChange: (value: NumberValue) => void;
  /** Decimals the field keeps (0: whole numbers; null: no limit). More are refused, never rounded. */
  decimals: number | null;
  /** False for figures never grouped, such as a year. */
  grouping?: boolean | undefined;
  say: NumberSay;
  /** The field shows a validation message already: the input does not repeat its own. */
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  placeholder?: string | null | undefined;
  autoFocus?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  onFocus?: (() => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** The unit drawn inside the field's border after the figure ('ha', '%'); its id describes the input. */
  unit?: { id: string; text: string } | null | undefined;
}

// Keys that would step a number without the person typing it; kept inert in a text input too, so
// the rule is the same whatever input a figure sits in.
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']);

/** Whether a text starts with a minus sign: said at once, not when the field is left. */
const startsNegative = (text: string) => MINUS_SIGNS.some((sign) => text.trimStart().startsWith(sign));

function reported(reading: NumberReading, text: string): NumberValue {
  switch (reading.kind) {
    case 'empty':
      return null;
    case 'unreadable':
      return text.trim();
    case 'number':
    case 'tooPrecise':
    case 'negative':
      return reading.value;
  }
}

function shown(value: unknown, locale: string, grouping: boolean): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value, locale, { maxDecimals: MAX_TYPED_DECIMALS, grouping });
  return typeof value === 'string' ? value : '';
}

/**
 * The one number input of every form. It reads and writes figures in the display language's locale
 * (react-aria's `useLocale`, which the app sets from the chosen language), so "1.234,5" in German and
 * "1,234.5" in English are the same number. While focused it shows exactly what is typed; away from
 * it a number is written the locale's way ("1.234,5"). Nothing is changed silently: text it cannot
 * read, or with more decimals than the field keeps, stays as typed with a message saying why, and is
 * reported as the text (or the unrounded number) so validation stops it from being saved. Arrow
 * keys, PageUp/PageDown and the mouse wheel do nothing. A typed minus stays where it was typed, with
 * the reason at once (a minus dropped while the digits after it went in would turn -20 into 20).
 */
export function NumberTextInput(props: NumberTextInputProps) {
  const { id, value, onChange, decimals, grouping = true, say, invalid = false } = props;
  const { locale } = useLocale();
  const [draft, setDraft] = useState(() => shown(value, locale, grouping));
  const [seen, setSeen] = useState({ value, locale });
  // The message of a text is given once the person leaves it (or it came from outside), not while typing.
  const [checked, setChecked] = useState(true);
  const [focused, setFocused] = useState(false);

  const reading = readNumber(draft, locale, decimals);
  if (value !== seen.value || locale !== seen.locale) {
    setSeen({ value, locale });
    // Whether the text is the one the value came from, read in the language it was typed in.
    const own = reported(readNumber(draft, seen.locale, decimals), draft) === value;
    if (value !== seen.value && !own) {
      // A new value from outside (a reset, a prefill, a conflict resolved) replaces the text.
      setDraft(shown(value, locale, grouping));
      setChecked(true);
    } else if (locale !== seen.locale && own && !focused && typeof value === 'number') {
      // Another display language: the same figure, written its way.
      setDraft(shown(value, locale, grouping));
    }
  }

  // A text kept through a change of language is read again in the new one, so what is reported is
  // always what the text on screen says ("1.234,5" typed before German was in is 1234.5 once it is).
  const readIn = useRef(locale);
  useEffect(() => {
    if (readIn.current === locale) return;
    readIn.current = locale;
    const now = reported(readNumber(draft, locale, decimals), draft);
    const empty = now === null && (value === null || value === undefined || value === '');
    if (now !== value && !empty) onChange(now);
  }, [locale, draft, decimals, value, onChange]);

  const problem = checked ? readingMessage(reading, locale, decimals) : null;
  const minus: NumberMessage | null = startsNegative(draft) ? { key: 'errors.noMinus' } : null;
  const message: NumberMessage | null = invalid ? null : (minus ?? problem);
  const messageId = `${id}-number-message`;
  const { unit } = props;
  const describedBy = [props['aria-describedby'], unit?.id, message ? messageId : null]
    .filter(Boolean)
    .join(' ');
  const input = (
    <Input
      className={`${inputStyles.input} ${inputStyles.inputNumber}`}
      placeholder={props.placeholder ?? undefined}
    />
  );

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (STEP_KEYS.has(event.key)) event.preventDefault();
  };

  return (
    <div onKeyDownCapture={onKeyDownCapture}>
      <TextField
        id={id}
        name={props.name}
        className={inputStyles.textField}
        type="text"
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setChecked(false);
          onChange(reported(readNumber(text, locale, decimals), text));
        }}
        onFocus={() => {
          setFocused(true);
          props.onFocus?.();
        }}
        onBlur={() => {
          setFocused(false);
          setChecked(true);
          // Away from the field a readable number is written the locale's way: "1234,5" → "1.234,5".
          if (reading.kind !== 'empty' && reading.kind !== 'unreadable') {
            setDraft(formatNumber(reading.value, locale, { maxDecimals: MAX_TYPED_DECIMALS, grouping }));
          }
          props.onBlur?.();
        }}
        isInvalid={invalid || (minus ?? problem) !== null}
        isRequired={props.required}
        isDisabled={props.disabled}
        isReadOnly={props.readOnly}
        validationBehavior="aria"
        autoFocus={props.autoFocus}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-describedby={describedBy || undefined}
      >
        {unit ? (
          <div className={`${inputStyles.inputGroup} ${inputStyles.numberGroup}`}>
            {input}
            <span id={unit.id} className={inputStyles.unit}>
              {unit.text}
            </span>
          </div>
        ) : (
          input
        )}
      </TextField>
      <div aria-live="polite">
        {message && (
          <div id={messageId} className={fieldStyles.fieldError}>
            <span className={fieldStyles.errorIcon} aria-hidden="true" />
            <span>{say(message.key, message.values)}</span>
          </div>
        )}
      </div>
    </div>
  );
}
