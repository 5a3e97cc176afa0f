import { useCallback } from 'react';
import type { TextValues } from './catalogue';
import { useTranslation } from './useTranslation';

export type Text = (key: string, values?: TextValues) => string;

/** A plain `(key) => text` lookup bound to the current language, for form builders and helpers. */
export function useText(): Text {
  return useTranslation().t;
}

/** The `t(key, fallback, values)` the form theme expects: the catalogue's text, else the theme's own. */
export function useFormTranslate(): (key: string, fallback: string, values?: TextValues) => string {
  const { lookup, fill } = useTranslation();
  return useCallback(
    (key: string, fallback: string, values?: TextValues) => fill(lookup(key) ?? fallback, values),
    [lookup, fill],
  );
}
