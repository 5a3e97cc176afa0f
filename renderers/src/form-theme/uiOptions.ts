import type { ReactNode } from 'react';
import { getUiOptions } from '@rjsf/utils';
import type { UiSchema } from '@rjsf/utils';

import type { MessageRef } from './translate.ts';

/** A link placed inside a checkbox label, e.g. the terms and conditions on registration (docs/registration.md#input-rules). */
export interface LabelLink {
  href: string;
  /** Link text, already translated like every other label. */
  text: string;
  /** Opens in a new tab so the half-filled form is not lost; default true. */
  newTab?: boolean;
}

/** The `ui:options` this theme understands beyond RJSF's own. */
export interface OnCourseUiOptions {
  /** Input type for text fields: 'email', 'tel', 'url', 'password' … (RJSF's own option). */
  inputType?: string;
  /** Object fields: number of grid columns on wide screens (one column on phones). */
  columns?: number;
  /** A field inside a grid: how many columns it spans, or 'full'. */
  colSpan?: number | 'full';
  /** Message for a failed `pattern`, e.g. 'errors.passwordRequirements'. Default 'Enter a value in the expected format'. */
  patternMessage?: MessageRef;
  /** Message for a missing value or an unticked required checkbox (`const: true`). */
  requiredMessage?: MessageRef;
  /** Message per ajv keyword ('maxLength', 'minimum' …); wins over the defaults. */
  errorMessages?: Partial<Record<string, MessageRef>>;
  /** Number fields: the step whose decimals the field keeps (0.01 → 2); defaults to the schema's `multipleOf`. */
  step?: number;
  /** Number fields: false for figures written without digit grouping, such as a year. */
  grouping?: boolean;
  /** Date fields: no date after today. */
  maxToday?: boolean;
  /** Checkbox: a link inside the label; put `{{link}}` in the label where it goes (else appended). */
  labelLink?: LabelLink;
  /** Checkbox: a rich label element instead of the plain label. */
  richLabel?: ReactNode;
  /**
   * No longer read: a long list you type into is `'ui:widget': SearchableSelectWidget`, so only the
   * forms with one download the combo box. A dropdown that still sets it fails on first render.
   */
  searchable?: boolean;
  /** Select: set false to keep the schema's order instead of alphabetical with 'Other' last. */
  sort?: boolean;
  /** Show '(optional)' after the label of a field that is not required. */
  markOptional?: boolean;
}

/**
 * The uiSchema for the field at an RJSF error `property` ('.email', 'email', '.rows.0.name',
 * "['first-name']"): array indexes step into `items`.
 */
export function uiSchemaAt(
  uiSchema: UiSchema | undefined,
  property: string | undefined,
): UiSchema | undefined {
  let node: UiSchema | undefined = uiSchema;
  for (const segment of propertyPath(property)) {
    if (!node) return undefined;
    const next: unknown = /^\d+$/.test(segment) && !(segment in node) ? node.items : node[segment];
    node = typeof next === 'object' && next !== null ? (next as UiSchema) : undefined;
  }
  return node;
}

/** Splits an RJSF error `property` into its segments. */
export function propertyPath(property: string | undefined): string[] {
  if (!property) return [];
  const segments: string[] = [];
  const pattern = /\[\s*(['"])(.*?)\1\s*\]|\[(\d+)\]|([^.[\]]+)/g;
  for (const match of property.matchAll(pattern)) {
    const segment = match[2] ?? match[3] ?? match[4];
    if (segment !== undefined) segments.push(segment);
  }
  return segments;
}

/** Reads a field's options (`ui:options` and `ui:<name>` keys, as RJSF merges them), typed. */
export function onCourseOptions(uiSchema: UiSchema | undefined): OnCourseUiOptions {
  return getUiOptions(uiSchema) as OnCourseUiOptions;
}
