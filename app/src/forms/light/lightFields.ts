import type { LabelLink, OnCourseUiOptions } from '@oncourse/renderers/form-light';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A value the light form holds: text as typed, a ticked box, or the `const` of a chosen option. */
export type LightValue = string | number | boolean | undefined;

export type LightData = Record<string, LightValue>;

/** One choice of a dropdown: its label and the value the schema's `const` gives it. */
export interface LightOption {
  label: string;
  value: string | number;
}

interface BaseField {
  name: string;
  label: string;
  required: boolean;
  help: string | undefined;
  autoComplete: string | undefined;
  autoFocus: boolean;
  /** How many of the form's columns the field spans ('full': all). */
  colSpan: number | 'full' | undefined;
  /** Shown but not changeable (`ui:readonly`), e.g. an address an invitation fixed. */
  readOnly: boolean;
}

/** The controls the light form draws; the RJSF theme's widgets of the same name look the same. */
export type LightField =
  | (BaseField & { kind: 'text'; inputType: string })
  | (BaseField & { kind: 'password' })
  | (BaseField & { kind: 'select'; options: LightOption[]; placeholder: string | undefined; sort: boolean })
  | (BaseField & { kind: 'checkbox'; labelLink: LabelLink | undefined });

/** The form's fields in schema order and its column count (`ui:options.columns` at the root). */
export interface LightLayout {
  fields: LightField[];
  columns: number;
}

function uiOf(uiSchema: UiSchema, name: string): UiSchema {
  const ui: unknown = uiSchema[name];
  return typeof ui === 'object' && ui !== null ? (ui as UiSchema) : {};
}

function optionsOf(ui: UiSchema): OnCourseUiOptions & { inputType?: string } {
  const options: unknown = ui['ui:options'];
  return typeof options === 'object' && options !== null ? (options as OnCourseUiOptions) : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function choicesOf(definition: RJSFSchema): LightOption[] | undefined {
  const list = definition.oneOf ?? definition.anyOf;
  if (Array.isArray(list)) {
    return list.flatMap((item) => {
      if (typeof item !== 'object' || !('const' in item)) return [];
      const value = item.const;
      if (typeof value !== 'string' && typeof value !== 'number') return [];
      return [{ value, label: item.title ?? String(value) }];
    });
  }
  if (Array.isArray(definition.enum)) {
    return definition.enum.flatMap((value) =>
      typeof value === 'string' || typeof value === 'number' ? [{ value, label: String(value) }] : [],
    );
  }
  return undefined;
}

/**
 * Reads a flat form config (text, e-mail, password, dropdowns, checkboxes) into the fields the
 * light form draws, with the labels, help, placeholders and layout options the RJSF theme reads.
 * A property of another shape (a nested object, a list, a number) throws: such a form needs the
 * RJSF theme (AppForm).
 */
export function lightLayout(schema: RJSFSchema, uiSchema: UiSchema): LightLayout {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, definition]): LightField => {
    if (typeof definition !== 'object') throw new Error(`The light form cannot draw field ${name}`);
    const ui = uiOf(uiSchema, name);
    const options = optionsOf(ui);
    const base: BaseField = {
      name,
      label: definition.title ?? name,
      required: required.has(name),
      help: text(ui['ui:help']),
      autoComplete: text(ui['ui:autocomplete']),
      autoFocus: ui['ui:autofocus'] === true,
      colSpan: options.colSpan,
      readOnly: ui['ui:readonly'] === true,
    };
    const choices = choicesOf(definition);
    if (choices) {
      const placeholder = text(ui['ui:placeholder']);
      return { ...base, kind: 'select', options: choices, placeholder, sort: options.sort !== false };
    }
    if (definition.type === 'boolean') {
      // A box that must be ticked (`const: true`) is required whether or not the list names it.
      return {
        ...base,
        required: base.required || definition.const === true,
        kind: 'checkbox',
        labelLink: options.labelLink,
      };
    }
    if (definition.type === 'string') {
      if (ui['ui:widget'] === 'password') return { ...base, kind: 'password' };
      if (ui['ui:widget'] === undefined)
        return { ...base, kind: 'text', inputType: options.inputType ?? 'text' };
    }
    throw new Error(`The light form cannot draw field ${name}: render this form with AppForm`);
  });
  const columns = optionsOf(uiSchema).columns;
  return { fields, columns: Math.max(1, Math.floor(columns ?? 1)) };
}

/** The values a form starts with: the schema's defaults (not a `const`: a box to tick starts empty), then the given data. */
export function initialLightData(schema: RJSFSchema, data: LightData | undefined): LightData {
  const start: LightData = {};
  for (const [name, definition] of Object.entries(schema.properties ?? {})) {
    if (typeof definition !== 'object') continue;
    const value = definition.default;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      start[name] = value;
  }
  return { ...start, ...data };
}

/**
 * The data as RJSF hands it to validation and to `onSubmit`: fields left empty are absent, not
 * empty strings, so a required one is reported as missing and `toPayload` sees `undefined`.
 */
export function submittedData(data: LightData): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(data))
    if (value !== undefined && value !== '') result[name] = value;
  return result;
}
