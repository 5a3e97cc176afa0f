import type { ReactNode } from 'react';
import type { Registry } from '@rjsf/utils';

import { englishTranslate, withInterpolation } from './translate.ts';
import type { Translate, TranslateValues } from './translate.ts';
import { FORM_THEME_STRINGS } from './strings.ts';
import type { FormThemeStringKey } from './strings.ts';

/** What `OnCourseForm` hands every widget and template through RJSF's `formContext`. */
export interface OnCourseFormContext {
  /** The app's catalogue lookup; English fallbacks when absent. */
  t?: Translate;
  /** A submit is in flight: the submit button shows its pending state. */
  busy?: boolean;
  /** Label of the submit button (already translated). */
  submitLabel?: string;
  /** Secondary actions (e.g. a Cancel button) placed beside the submit button. */
  actions?: ReactNode;
  /** Counts failed submits; the form-level alert re-mounts on each so it is announced every time. */
  failedSubmits?: number;
  /** The last submit failed and errors remain: show the form-level message. */
  showFormError?: boolean;
}

/** The theme's translator for a registry: the app's `t` (placeholders always filled) or English. */
export function themeTranslate(registry: Registry): Translate {
  const context = registry.formContext as OnCourseFormContext | undefined;
  return context?.t ? withInterpolation(context.t) : englishTranslate;
}

/** Translates one of the theme's own keys with its built-in English fallback. */
export function themeText(registry: Registry, key: FormThemeStringKey, values?: TranslateValues): string {
  return themeTranslate(registry)(key, FORM_THEME_STRINGS[key], values);
}

/** The theme's slice of the form context (empty when the form was not rendered by `OnCourseForm`). */
export function themeContext(registry: Registry): OnCourseFormContext {
  return (registry.formContext as OnCourseFormContext | undefined) ?? {};
}
