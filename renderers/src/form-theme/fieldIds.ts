import { descriptionId, errorId, getUiOptions, helpId } from '@rjsf/utils';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Id of the label `FieldTemplate` renders for the control with id `id`. */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** Whether the field shows errors: RJSF hides them for `hideError`. */
export function hasVisibleErrors(
  rawErrors: readonly string[] | undefined,
  hideError: boolean | undefined,
): boolean {
  return !hideError && (rawErrors?.length ?? 0) > 0;
}

interface DescribedByInput {
  id: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema | undefined;
  rawErrors?: readonly string[] | undefined;
  hideError?: boolean | undefined;
  hideLabel?: boolean | undefined;
}

/**
 * The `aria-describedby` of a control: its error, description and help, only those that are on
 * screen, errors first so a screen reader says what is wrong before the hint.
 */
export function describedBy({
  id,
  schema,
  uiSchema,
  rawErrors,
  hideError,
  hideLabel,
}: DescribedByInput): string | undefined {
  const options = getUiOptions(uiSchema);
  const ids: string[] = [];
  if (hasVisibleErrors(rawErrors, hideError)) ids.push(errorId(id));
  if (!hideLabel && (options.description ?? schema.description)) ids.push(descriptionId(id));
  if (uiSchema?.['ui:help']) ids.push(helpId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The labelling props for a control: the visible label when there is one, else its text. */
export function labelling(id: string, label: string, hideLabel: boolean | undefined) {
  return hideLabel ? { 'aria-label': label || undefined } : { 'aria-labelledby': labelId(id) };
}
