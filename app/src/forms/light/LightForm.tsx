import { focusFirstInvalid, isMissingError, type Translate } from '@oncourse/renderers/form-light';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { takeOverForm } from '../../prerender';
import type { FieldErrors } from '../useSubmit';
import { LightCheckbox } from './LightCheckbox';
import { describedBy, LightField } from './LightField';
import {
  lightLayout,
  initialLightData,
  submittedData,
  type LightData,
  type LightField as Field,
  type LightValue,
} from './lightFields';
import { LightSelect } from './LightSelect';
import { LightTextInput } from './LightTextInput';
import { validateLight, type Compiled, type LightProblems } from './lightValidate';
import { buttonClass } from '../../ui/button';
import styles from './LightForm.module.css';
import themeStyles from '@oncourse/renderers/form-theme/theme.module.css';
import layoutStyles from '@oncourse/renderers/form-theme/templates/layout.module.css';
import fieldStyles from '@oncourse/renderers/form-theme/templates/field.module.css';
import buttonStyles from '@oncourse/renderers/form-theme/templates/button.module.css';
import inputStyles from '@oncourse/renderers/form-theme/widgets/input.module.css';

interface LightFormProps<TData> {
  config: { schema: RJSFSchema; uiSchema: UiSchema };
  /**
   * The form's compiled validator, `forms.<name>` of app/src/forms/light/validators/<group>.gen.js:
   * the same function AppForm finds for this form by its validation shape.
   */
  validate: Compiled;
  onSubmit: (data: TData) => void | Promise<void>;
  busy?: boolean;
  submitLabel: string;
  /** 'wide': the sign-in pages' button across the form; else the theme's, at the end of the row. */
  submitStyle?: 'wide' | 'theme';
  /** Values the form starts with (the address of an account whose password was just set). */
  initialData?: LightData;
  /** Cross-field rules (the retyped password must match): the same function AppForm takes. */
  customValidate?: CustomValidator<TData> | undefined;
  /** The server's messages per field (useSubmit); each goes once its field is edited. */
  fieldErrors?: FieldErrors | undefined;
}

/** The texts of a field, each once (a rule may be broken twice, as RJSF's template shows it once). */
function unique(messages: readonly string[]): string[] {
  return messages.filter((message, index) => message !== '' && messages.indexOf(message) === index);
}

/**
 * Renders a declarative form of text, e-mail, password, dropdown and checkbox fields without RJSF,
 * so the signed-out pages keep their bundle budget (docs/engineering.md#route-budgets). Same config,
 * same compiled validator, same texts and the same behaviour as the form theme: errors from the
 * first submit on, then live; focus on the first invalid field; server errors on their field until
 * it is edited; the form-level alert after a failed submit.
 */
export function LightForm<TData>({
  config,
  validate,
  onSubmit,
  busy = false,
  submitLabel,
  submitStyle = 'theme',
  initialData,
  customValidate,
  fieldErrors,
}: LightFormProps<TData>) {
  const { t, language, lookup, fill } = useTranslation();
  // The theme's `t(key, fallback, values)` as useFormTranslate makes it, without useText's module:
  // one file fewer on the signed-out pages.
  const translate = useCallback<Translate>(
    (key, fallback, values) => fill(lookup(key) ?? fallback, values),
    [lookup, fill],
  );
  const { schema, uiSchema } = config;
  const layout = useMemo(() => lightLayout(schema, uiSchema), [schema, uiSchema]);
  const [data, setData] = useState<LightData>(() => initialLightData(schema, initialData));
  const [problems, setProblems] = useState<LightProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [showAlert, setShowAlert] = useState(false);
  const [server, setServer] = useState({ source: fieldErrors, errors: fieldErrors ?? {} });
  if (server.source !== fieldErrors) setServer({ source: fieldErrors, errors: fieldErrors ?? {} });
  const container = useRef<HTMLDivElement>(null);
  const formId = useId();

  const check = (values: LightData) =>
    validateLight<TData>({
      compiled: validate,
      schema,
      uiSchema,
      data: submittedData(values),
      t: translate,
      locale: language,
      customValidate,
    });

  // On a prerendered page, what was typed (and sent) before the form came alive is the form's.
  useEffect(() => {
    if (container.current) takeOverForm(container.current);
  }, []);

  // Server errors move focus to their field, so the message is read out; those at mount do not.
  const previousFieldErrors = useRef(fieldErrors);
  useEffect(() => {
    if (fieldErrors === previousFieldErrors.current) return;
    previousFieldErrors.current = fieldErrors;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) focusFirstInvalid(container.current);
  }, [fieldErrors]);

  // After a failed submit, once React has drawn the errors (the fields carry data-invalid then).
  useEffect(() => {
    if (failedSubmits > 0) focusFirstInvalid(container.current);
  }, [failedSubmits]);

  const change = (name: string, value: LightValue) => {
    const next = { ...data, [name]: value };
    setData(next);
    if (server.errors[name]) {
      const { [name]: _edited, ...rest } = server.errors;
      setServer({ source: fieldErrors, errors: rest });
    }
    if (!submitted) return;
    const found = check(next);
    setProblems(found);
    if (Object.keys(found).length === 0) setShowAlert(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = check(data);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setShowAlert(true);
      setFailedSubmits((count) => count + 1);
      return;
    }
    setShowAlert(false);
    void onSubmit(submittedData(data) as TData);
  };

  // A form that asks for focus gives it to the first field left to fill: the password when the
  // address is already there.
  const wantsFocus = layout.fields.some((field) => field.autoFocus);
  const [focused] = useState(() =>
    wantsFocus ? layout.fields.find((field) => initialData?.[field.name] === undefined)?.name : undefined,
  );

  const all = Object.values(problems).flat();
  const [only] = all;
  // One broken form rule (a custom check has no keyword) is said as it is; otherwise 'missing'
  // only when a field is empty, else a filled but wrong field asks for a correction.
  const alert =
    all.length === 1 && only && !only.keyword
      ? only.message
      : t(
          all.some(
            (problem) => problem.keyword && isMissingError({ name: problem.keyword, params: problem.params }),
          )
            ? 'errors.formInvalid'
            : 'errors.formCorrect',
        );

  const control = (field: Field, id: string, messages: string[]) => {
    const props = {
      id,
      value: data[field.name],
      onChange: (value: LightValue) => change(field.name, value),
      invalid: messages.length > 0,
      describedBy: describedBy(id, field, messages),
      autoFocus: field.name === focused,
    };
    switch (field.kind) {
      case 'text':
      case 'password':
        return <LightTextInput {...props} field={field} />;
      case 'select':
        return <LightSelect {...props} field={field} />;
      case 'checkbox':
        return <LightCheckbox {...props} field={field} />;
    }
  };

  const wide = submitStyle === 'wide';
  // It re-mounts on every failed submit, so a repeated failure is announced again.
  const alertNode = showAlert && all.length > 0 && (
    <div key={failedSubmits} className={fieldStyles.formAlert} role="alert">
      <span className={fieldStyles.errorIcon} aria-hidden="true" />
      <span>{alert}</span>
    </div>
  );
  return (
    <div ref={container} className={`${themeStyles.root} ${inputStyles.light} ${buttonStyles.light}`}>
      {/* post: a prerendered sign-in page sent before even its guard has run must not put the
          password in the address (docs/engineering.md#prerendered-pages). */}
      <form className={themeStyles.form} onSubmit={submit} method="post" noValidate>
        <div className={layoutStyles.object}>
          <div className={layoutStyles.grid} style={{ '--oc-columns': layout.columns } as CSSProperties}>
            {layout.fields.map((field) => {
              const id = `${formId}-${field.name}`;
              const messages = unique([
                ...(problems[field.name] ?? []).map((problem) => problem.message),
                ...(server.errors[field.name] ?? []),
              ]);
              const span =
                field.colSpan === undefined
                  ? undefined
                  : field.colSpan === 'full'
                    ? layout.columns
                    : Math.min(layout.columns, Math.max(1, Math.floor(field.colSpan)));
              return (
                <div
                  key={field.name}
                  className={layoutStyles.gridCell}
                  style={span === undefined ? undefined : ({ '--oc-span': span } as CSSProperties)}
                >
                  <LightField id={id} field={field} messages={messages}>
                    {control(field, id, messages)}
                  </LightField>
                </div>
              );
            })}
          </div>
        </div>
        {wide && alertNode}
        <div className={wide ? undefined : buttonStyles.formActions}>
          {/* The browser's own button: react-aria's would bring its interaction code to every
              signed-out page (docs/engineering.md#route-budgets). While busy it stays focusable
              and says so, as react-aria's pending button does, and a second submit is ignored. */}
          <button
            type="submit"
            className={
              wide
                ? buttonClass('primary', undefined, styles.submit)
                : `${buttonStyles.button} ${buttonStyles.primary}`
            }
            aria-disabled={busy || undefined}
            data-pending={busy || undefined}
          >
            {busy && (
              <span className={buttonStyles.spinner} role="progressbar" aria-label={t('form.busy')}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="9" />
                </svg>
              </span>
            )}
            <span>{submitLabel}</span>
          </button>
        </div>
        {!wide && alertNode}
      </form>
    </div>
  );
}
