import { OnCourseForm, precompiledFormValidator } from '@oncourse/renderers/form-theme';
import type { CustomValidator, ErrorSchema, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useMemo, type ReactNode } from 'react';
import { useFormTranslate } from '../i18n/useText';
import type { FieldErrors } from './useSubmit';

interface AppFormProps<TData> {
  config: { schema: RJSFSchema; uiSchema: UiSchema; widgets?: RegistryWidgetsType | undefined };
  /**
   * The form's compiled validators, `validateFns` of its own forms/validators/<form>.gen.js: each
   * page imports only the forms it shows, so none downloads every form's validators.
   */
  validators: ValidatorFunctions;
  formData?: TData;
  onSubmit: (data: TData) => void | Promise<void>;
  onChange?: (data: TData) => void;
  busy?: boolean;
  submitLabel: string;
  fieldErrors?: FieldErrors | undefined;
  customValidate?: CustomValidator<TData>;
  /** Buttons placed before the submit button (Cancel in dialogs). */
  actions?: ReactNode;
  /** Hides the submit button, for forms submitted from outside (the profile's shared Save). */
  id?: string;
  /** The fields' id prefix (`root` unless told): each form of a page that shows several needs its own. */
  idPrefix?: string;
}

function toErrorSchema<TData>(fieldErrors: FieldErrors | undefined): ErrorSchema<TData> | undefined {
  if (!fieldErrors) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) schema[field] = { __errors: messages };
  return schema as ErrorSchema<TData>;
}

/** A declarative form config rendered by the OnCourse form theme with the app's strings. */
export function AppForm<TData>({ config, validators, fieldErrors, ...props }: AppFormProps<TData>) {
  const t = useFormTranslate();
  const extraErrors = useMemo(() => toErrorSchema<TData>(fieldErrors), [fieldErrors]);
  // Compiled at build time (validated-forms.ts): the browser never compiles code, so the CSP
  // needs no 'unsafe-eval'.
  const validator = useMemo(
    () => precompiledFormValidator<TData>(validators, config.schema),
    [validators, config.schema],
  );
  return (
    <OnCourseForm<TData>
      schema={config.schema}
      validator={validator}
      uiSchema={config.uiSchema as UiSchema<TData>}
      {...(config.widgets ? { widgets: config.widgets } : {})}
      t={t}
      {...props}
      {...(extraErrors ? { extraErrors } : {})}
    />
  );
}
