/**
 * Every text the theme shows is looked up by key through the app's strings catalogue (docs/languages-units-themes.md#interface-strings:
 * `GET /api/string/strings-by-code`). The English fallbacks live here so the theme also works standalone.
 */
import { formatMessage, type MessageValues } from '@oncourse/engine/locale';

export type TranslateValues = MessageValues;

/** Looks up `key`; returns `fallback` when the catalogue has no entry. `values` fill `{{name}}` placeholders. */
export type Translate = (key: string, fallback: string, values?: TranslateValues) => string;

/** A message named in a uiSchema option: a catalogue key, or a key with its own English fallback. */
export type MessageRef = string | { key: string; fallback: string };

/**
 * Fills `{{name}}` placeholders and `{count, plural, …}` plurals through the product's one message
 * format (docs/engineering.md#words-and-formats); unknown names stay as written so a missing value
 * is visible, not blank. English plural rules: the theme's own fallbacks are English, and the
 * app's translator has filled its own texts in the reader's language before they come here.
 */
export function interpolate(text: string, values?: TranslateValues): string {
  return formatMessage(text, values, 'en');
}

/** The translator used when the app passes none: English fallbacks with placeholders filled. */
export const englishTranslate: Translate = (_key, fallback, values) => interpolate(fallback, values);

/**
 * Wraps a translator so placeholders are filled even when the app's `t` returns the raw template
 * (i18next leaves unknown `{{name}}` untouched when values are not forwarded).
 */
export function withInterpolation(t: Translate): Translate {
  return (key, fallback, values) => interpolate(t(key, fallback, values), values);
}

/** Resolves a uiSchema message reference through `t`, using `fallback` for a bare key the catalogue lacks. */
export function translateRef(
  t: Translate,
  ref: MessageRef,
  fallback: string,
  values?: TranslateValues,
): string {
  return typeof ref === 'string' ? t(ref, fallback, values) : t(ref.key, ref.fallback, values);
}

/** Whether a uiSchema option value is a usable message reference. */
export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value === 'string') return value.length > 0;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { key?: unknown; fallback?: unknown };
  return typeof candidate.key === 'string' && typeof candidate.fallback === 'string';
}
