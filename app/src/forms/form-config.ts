import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';

/** Looks up a catalogue text by key; the form builders take it so they stay pure and testable. */
export type Text = (key: string) => string;

/** A declarative form: what to render and how its data becomes the API payload. */
export interface FormConfig<TData, TPayload> {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Widgets beyond the theme's: `numberWidgets` for a form with number fields. */
  widgets?: RegistryWidgetsType;
  toPayload: (data: TData) => TPayload;
}

/** A labelled option for a dropdown (`oneOf` of `const` + `title`, so RJSF shows the title). */
export function option<T extends string | number>(value: T, title: string): { const: T; title: string } {
  return { const: value, title };
}

/** Max lengths of docs/accounts.md#limits. */
export const NAME_MAX_LENGTH = 500;
/** The one address rule's bound (engine/src/email-address.ts), for the forms' maxLength. */
export { EMAIL_MAX_LENGTH } from '@oncourse/engine/locale';

/** Trims text the user typed; RJSF leaves empty fields undefined. */
export function clean(value: string | undefined): string {
  return (value ?? '').trim();
}
