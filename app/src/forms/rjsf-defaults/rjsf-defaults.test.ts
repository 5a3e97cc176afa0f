import { onCourseTheme } from '@oncourse/renderers/form-theme';
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, hasWidget, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { RENDERED_FORMS } from '../validated-forms';
import fields from './fields';
import templates from './templates';
import widgets from './widgets';

// The browser build swaps RJSF's default registry for these modules (vite.config.ts, rjsfDefaults);
// the tests in jsdom keep RJSF's own, so what the swap leaves out is checked here.

/** Left out on purpose: inputs no form shows, and the layout grid no form names in `ui:field`. */
const LEFT_OUT = {
  widgets: [
    'AltDateWidget',
    'AltDateTimeWidget',
    'ColorWidget',
    'DateTimeWidget',
    'FileWidget',
    'RangeWidget',
    'RatingWidget',
    'TimeWidget',
  ],
  fields: ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
  templates: ['GridTemplate'],
};

const missing = (all: object, ...kept: (object | undefined)[]) =>
  Object.keys(all).filter((name) => !kept.some((registry) => registry && name in registry));

interface Leaf {
  form: string;
  path: string;
  schema: RJSFSchema;
  ui: UiSchema;
}

/** Every field a form draws, with its uiSchema, through objects, arrays and conditional branches. */
function leaves(form: string, schema: RJSFSchema, ui: UiSchema, path = ''): Leaf[] {
  const found: Leaf[] = [];
  const visitObject = (node: RJSFSchema) => {
    for (const [name, child] of Object.entries(node.properties ?? {}))
      if (typeof child === 'object')
        found.push(...leaves(form, child, (ui[name] ?? {}) as UiSchema, `${path}/${name}`));
    for (const rule of node.allOf ?? [])
      for (const branch of [rule, (rule as RJSFSchema).then, (rule as RJSFSchema).else])
        if (branch && typeof branch === 'object') visitObject(branch as RJSFSchema);
  };
  if (schema.type === 'object') visitObject(schema);
  else if (schema.type === 'array' && typeof ui['ui:widget'] !== 'string' && typeof schema.items === 'object')
    found.push(...leaves(form, schema.items as RJSFSchema, (ui.items ?? {}) as UiSchema, `${path}/items`));
  else found.push({ form, path, schema, ui });
  return found;
}

/** The widget RJSF asks the registry for when the uiSchema names none (StringField, BooleanField, ArrayField). */
function defaultWidget(schema: RJSFSchema): string {
  if (schema.type === 'boolean') return 'checkbox';
  return schema.enum || schema.oneOf || schema.anyOf ? 'select' : 'text';
}

describe("the browser build's RJSF defaults", () => {
  it('keep every default the theme does not replace, but the inputs and layout grid no form uses', () => {
    const all = getDefaultRegistry();
    const theme = {
      fields: onCourseTheme.fields,
      widgets: onCourseTheme.widgets,
      templates: onCourseTheme.templates,
    };
    expect(missing(all.widgets, widgets(), theme.widgets).sort()).toEqual([...LEFT_OUT.widgets].sort());
    expect(missing(all.fields, fields(), theme.fields).sort()).toEqual([...LEFT_OUT.fields].sort());
    expect(missing(all.templates, templates(), theme.templates).sort()).toEqual(
      [...LEFT_OUT.templates].sort(),
    );
    expect(missing(all.templates.ButtonTemplates, templates().ButtonTemplates)).toEqual([]);
  });

  it('give every field of every form the app renders its widget, and an e-mail address its e-mail input', () => {
    const drawn = Object.entries(RENDERED_FORMS).flatMap(([form, config]) => {
      const { schema, uiSchema, widgets: extra } = config();
      const registry: RegistryWidgetsType = { ...widgets(), ...onCourseTheme.widgets, ...extra };
      return leaves(form, schema, uiSchema).map((leaf) => ({ ...leaf, registry }));
    });
    const without: string[] = [];
    for (const { form, path, schema, ui, registry } of drawn) {
      const named = ui['ui:widget'] as unknown;
      const widget = typeof named === 'string' ? named : defaultWidget(schema);
      if (typeof named !== 'function') {
        try {
          getWidget(schema, widget, registry);
        } catch {
          without.push(`${form}${path}: ${widget}`);
        }
      }
      if (typeof schema.format === 'string' && !hasWidget(schema, schema.format, registry))
        without.push(`${form}${path}: format ${schema.format}`);
    }
    expect(without).toEqual([]);
    // The walk reaches the fields that need a default the theme does not replace.
    expect(drawn.some(({ schema }) => schema.format === 'email')).toBe(true);
  });

  it('would catch a form whose format has no widget left', () => {
    const registry = { ...widgets(), ...onCourseTheme.widgets };
    expect(hasWidget({ type: 'string', format: 'data-url' }, 'data-url', registry)).toBe(false);
    expect(hasWidget({ type: 'string', format: 'email' }, 'email', registry)).toBe(true);
  });
});
