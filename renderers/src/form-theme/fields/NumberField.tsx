import type { FieldProps } from '@rjsf/utils';

/**
 * Number fields straight to their widget. RJSF's own NumberField rewrites what the widget reports
 * with the browser's decimal separator (a German browser turned an English "12,5" into 12.5 and fed
 * stored numbers back as "14,75" text); the theme's number input reads and writes figures in the
 * display language itself, so nothing may be converted on the way.
 */
export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  // RJSF always registers StringField; the registry's type only leaves room for a theme removing it.
  return StringField ? <StringField {...props} /> : null;
}
