import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Input } from 'react-aria-components';
import { useTranslation } from '../../i18n/useTranslation';
import { validateLight, type LightErrors } from './validate-light';
import styles from './LightForm.module.css';
// The form theme's stylesheet alone: the sign-in page looks like every other form without loading RJSF.
import '@oncourse/renderers/form-theme.css';

interface LightFormProps<TData> {
  config: { schema: RJSFSchema; uiSchema: UiSchema };
  onSubmit: (data: TData) => void | Promise<void>;
  busy?: boolean;
  submitLabel: string;
  /** Values the form starts with (the address of an account whose password was just set). */
  initialData?: Record<string, string>;
}

interface FieldOptions {
  inputType?: string;
}

/**
 * Renders a declarative form of text fields (sign-in, forgotten password) without RJSF and ajv, so
 * the sign-in page stays within its bundle budget (plain labelled inputs; react-aria for buttons). Same config, same texts and the same behaviour as
 * the form theme: errors from the first submit on, then live; focus on the first invalid field.
 */
export function LightForm<TData>({
  config,
  onSubmit,
  busy = false,
  submitLabel,
  initialData = {},
}: LightFormProps<TData>) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, string | number>) => t(key, values ?? {});
  const { schema, uiSchema } = config;
  const names = Object.keys(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const [data, setData] = useState<Record<string, string>>(initialData);
  const [errors, setErrors] = useState<LightErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [visible, setVisible] = useState<Record<string, boolean>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  const change = (name: string, value: string) => {
    const next = { ...data, [name]: value };
    setData(next);
    if (submitted) setErrors(validateLight(schema, uiSchema, next, text));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateLight(schema, uiSchema, data, text);
    setErrors(found);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    void onSubmit(data as TData);
  };

  // A form that asks for focus gives it to the first field left to fill: the password when the
  // address is already there.
  const wantsFocus = names.some(
    (name) => (uiSchema[name] as UiSchema | undefined)?.['ui:autofocus'] === true,
  );
  const focused = wantsFocus ? names.find((name) => !initialData[name]) : undefined;

  const failed = submitted && Object.keys(errors).length > 0;
  // 'Missing fields' only when a field is empty; a filled but wrong one asks for a correction.
  const missing = names.some((name) => errors[name] && required.has(name) && !(data[name] ?? '').trim());

  return (
    <form ref={formRef} className="oc-form-root oc-form" onSubmit={submit} noValidate>
      {names.map((name) => {
        const definition = schema.properties?.[name];
        const ui = (uiSchema[name] ?? {}) as UiSchema;
        const options = (ui['ui:options'] ?? {}) as FieldOptions;
        const isPassword = ui['ui:widget'] === 'password';
        const type = isPassword ? (visible[name] ? 'text' : 'password') : (options.inputType ?? 'text');
        const help = typeof ui['ui:help'] === 'string' ? ui['ui:help'] : undefined;
        const id = `${formId}-${name}`;
        const error = errors[name];
        const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        const input = (
          <Input
            id={id}
            name={name}
            className="oc-input"
            type={type}
            value={data[name] ?? ''}
            onChange={(event) => change(name, event.target.value)}
            required={required.has(name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            autoComplete={typeof ui['ui:autocomplete'] === 'string' ? ui['ui:autocomplete'] : undefined}
            autoFocus={name === focused}
          />
        );
        return (
          <div key={name} className="oc-field oc-text-field" data-invalid={error ? true : undefined}>
            <label htmlFor={id} className="oc-label">
              {typeof definition === 'object' ? definition.title : name}
              {required.has(name) && (
                <span className="oc-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            {isPassword ? (
              <div className="oc-input-group">
                {input}
                <Button
                  className="oc-input-button"
                  onPress={() => setVisible((shown) => ({ ...shown, [name]: !shown[name] }))}
                  aria-label={t(visible[name] ? 'form.hidePassword' : 'form.showPassword')}
                  aria-controls={id}
                >
                  {t(visible[name] ? 'form.hide' : 'form.show')}
                </Button>
              </div>
            ) : (
              input
            )}
            {help && (
              <p id={`${id}-help`} className="oc-help">
                {help}
              </p>
            )}
            {error && (
              <div id={`${id}-error`} className="oc-field-error">
                <span className="oc-error-icon" aria-hidden="true" />
                {error}
              </div>
            )}
          </div>
        );
      })}
      {failed && (
        <div className="oc-form-alert" role="alert">
          <span className="oc-error-icon" aria-hidden="true" />
          {t(missing ? 'errors.formInvalid' : 'errors.formCorrect')}
        </div>
      )}
      <Button type="submit" className={`button button--primary ${styles.submit}`} isPending={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
