import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import { useLocale } from 'react-aria-components';
import type {
  CustomValidator,
  ErrorSchema,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';

import { errorPaths, editedPaths, withoutPaths } from './extraErrorPaths.ts';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import type { OnCourseFormContext } from './formContext.ts';
import { addMaxTodayErrors } from './maxToday.ts';
import { FORM_THEME_STRINGS } from './strings.ts';
import { ThemedForm } from './theme.ts';
import { englishTranslate, withInterpolation } from './translate.ts';
import type { Translate } from './translate.ts';
import { transformErrors } from './transformErrors.ts';
import themeStyles from './theme.module.css';
import fieldStyles from './templates/field.module.css';

/**
 * Messages per field, nested like the data: `{ email: { __errors: ['…'] } }`. RJSF's own
 * `ErrorSchema` type rejects such a literal, so the form takes this shape and hands it on.
 */
export interface FieldErrorTree {
  __errors?: string[];
  [field: string]: FieldErrorTree | string[] | undefined;
}

type PassThrough = Omit<
  FormProps,
  | 'schema'
  | 'uiSchema'
  | 'formData'
  | 'onSubmit'
  | 'onChange'
  | 'onError'
  | 'validator'
  | 'formContext'
  | 'extraErrors'
  | 'customValidate'
  | 'transformErrors'
  | 'liveValidate'
  | 'showErrorList'
  | 'noHtml5Validate'
  | 'focusOnFirstError'
  | 'children'
>;

export interface OnCourseFormProps<T = Record<string, unknown>> extends PassThrough {
  schema: RJSFSchema;
  uiSchema?: UiSchema<T>;
  /** Initial (or controlled) data. */
  formData?: T;
  /** Called with the data when it is valid. Return a promise to show the pending state until it settles. */
  onSubmit: (formData: T, event: IChangeEvent<T>) => void | Promise<unknown>;
  /** Called with the data on every change. */
  onChange?: (formData: T, event: IChangeEvent<T>) => void;
  /** Called with the (translated) errors of a failed submit. */
  onError?: (errors: RJSFValidationError[]) => void;
  /** Catalogue lookup `t(key, fallback, values)`; English fallbacks when absent. */
  t?: Translate;
  /** A submit is in flight (e.g. the API call): the button shows pending and submits are ignored. */
  busy?: boolean;
  /** Text of the submit button (already translated); default `t('form.submit')`. */
  submitLabel?: string;
  /** Secondary buttons placed before the submit button, e.g. Cancel in a dialog. */
  actions?: ReactNode;
  /** A message about the whole submit (e.g. a failed sign-in), shown under the form as an alert. */
  formError?: ReactNode;
  /**
   * Server-side errors per field, e.g. `{ email: { __errors: ['…already registered…'] } }`; each is
   * cleared once its field is edited.
   */
  extraErrors?: FieldErrorTree;
  /** Cross-field rules (e.g. retyped password must match); runs after the theme's own checks. */
  customValidate?: CustomValidator<T>;
  /**
   * The form's validator: in the app a precompiled one (precompiledFormValidator), so no code is
   * compiled in the browser; stories and tests may use runtimeFormValidator().
   */
  validator: ValidatorType<T>;
}

/** Form data is plain JSON, so equal serialisations mean equal data. */
function sameFormData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The product's form: the OnCourse theme on RJSF with ajv, messages from the strings catalogue,
 * no browser validation, errors shown from the first submit on and then live, focus on the first
 * field in error, and server errors shown on their field (docs/errors.md#form-rules, docs/errors.md#catalogue).
 */
export function OnCourseForm<T = Record<string, unknown>>(props: OnCourseFormProps<T>) {
  const {
    schema,
    uiSchema,
    formData,
    onSubmit,
    onChange,
    onError,
    t,
    busy = false,
    submitLabel,
    actions,
    formError,
  } = props;
  const { extraErrors, customValidate, validator, className, ...passThrough } = withoutOwnProps(props);
  const translate = useMemo(() => (t ? withInterpolation(t) : englishTranslate), [t]);
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [showFormError, setShowFormError] = useState(false);
  const [pending, setPending] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const latestData = useRef<unknown>(formData);
  // RJSF rebuilds its state from the formData prop whenever the schema changes (an option list
  // or the strings arriving), which would wipe what the person typed meanwhile. So the form holds
  // the current data itself and only adopts formData when the caller passes different data (a
  // re-created but equal object, as after a background refresh, must not wipe typing either).
  const [currentData, setCurrentData] = useState<T | undefined>(formData);
  const [adoptedData, setAdoptedData] = useState<T | undefined>(formData);
  if (formData !== adoptedData && !sameFormData(formData, adoptedData)) {
    setAdoptedData(formData);
    setCurrentData(formData);
  }
  const shownExtraErrors = useEditClearedErrors(extraErrors, latestData);
  const isBusy = busy || pending;
  useFocusOnNewServerErrors(extraErrors, container);

  const handleSubmit = (event: IChangeEvent<T>) => {
    if (isBusy) return;
    latestData.current = event.formData;
    setSubmitted(true);
    setShowFormError(false);
    const result = onSubmit(event.formData as T, event);
    if (isPromise(result)) {
      setPending(true);
      const settle = () => setPending(false);
      void result.then(settle, (error: unknown) => {
        settle();
        throw error;
      });
    }
  };

  const handleError = (errors: RJSFValidationError[]) => {
    if (isBusy) return;
    setSubmitted(true);
    setFailedSubmits((count) => count + 1);
    setShowFormError(true);
    onError?.(errors);
  };

  const handleChange = (event: IChangeEvent<T>) => {
    latestData.current = event.formData;
    setCurrentData(event.formData);
    shownExtraErrors.noteChange(event.formData);
    if (event.errors.length === 0) setShowFormError(false);
    onChange?.(event.formData as T, event);
  };

  const validate = useCallback(
    (data: T | undefined, errors: FormValidation<T>, ui?: UiSchema<T>) => {
      const message = translate('errors.dateInFuture', FORM_THEME_STRINGS['errors.dateInFuture']);
      addMaxTodayErrors(data, errors as FormValidation, ui as UiSchema | undefined, message);
      return customValidate ? customValidate(data, errors, ui) : errors;
    },
    [customValidate, translate],
  );

  const formContext = useMemo<OnCourseFormContext>(
    () => ({ t: translate, busy: isBusy, submitLabel, actions, failedSubmits, showFormError }),
    [translate, isBusy, submitLabel, actions, failedSubmits, showFormError],
  );
  const { locale } = useLocale();
  const transform = useMemo(() => transformErrors(translate, locale), [translate, locale]);
  const requestedDefaults = passThrough.experimental_defaultFormStateBehavior;
  // A `const: true` terms box must start unticked: the person has to tick it themselves.
  const defaults = useMemo(
    () => ({ constAsDefaults: 'never' as const, ...requestedDefaults }),
    [requestedDefaults],
  );

  return (
    <div ref={container} className={themeStyles.root}>
      <ThemedForm
        {...passThrough}
        className={[themeStyles.form, className].filter(Boolean).join(' ')}
        schema={schema}
        uiSchema={uiSchema}
        formData={currentData}
        validator={validator}
        experimental_defaultFormStateBehavior={defaults}
        formContext={formContext}
        extraErrors={shownExtraErrors.errors}
        customValidate={validate}
        transformErrors={transform}
        noHtml5Validate
        liveValidate={submitted ? 'onChange' : undefined}
        showErrorList="bottom"
        focusOnFirstError={() => focusFirstInvalid(container.current)}
        onSubmit={handleSubmit}
        onError={handleError}
        onChange={handleChange}
      />
      {formError && (
        <div role="alert" className={`${fieldStyles.formAlert} ${fieldStyles.formError}`}>
          <span className={fieldStyles.errorIcon} aria-hidden="true" />
          <span>{formError}</span>
        </div>
      )}
    </div>
  );
}

/**
 * When the server answers with field errors, focus goes to the first field in error: its message is
 * then read out, which a field error alone would not be. Errors present at mount do not move focus.
 */
function useFocusOnNewServerErrors(
  extraErrors: FieldErrorTree | undefined,
  container: { current: HTMLElement | null },
) {
  const previous = useRef(extraErrors);
  useEffect(() => {
    if (extraErrors === previous.current) return;
    previous.current = extraErrors;
    if (extraErrors && Object.keys(extraErrors).length > 0) focusFirstInvalid(container.current);
  }, [extraErrors, container]);
}

/** The props without those OnCourseForm turns into RJSF props of its own. */
function withoutOwnProps<T>(props: OnCourseFormProps<T>) {
  const {
    schema: _s,
    uiSchema: _u,
    formData: _f,
    onSubmit: _os,
    onChange: _oc,
    onError: _oe,
    t: _t,
    busy: _b,
    submitLabel: _l,
    actions: _a,
    formError: _e,
    ...rest
  } = props;
  return rest;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/**
 * Server errors stay on their field until that field is edited: a corrected e-mail no longer
 * says it is already registered. A new `extraErrors` object shows in full again.
 */
function useEditClearedErrors(tree: FieldErrorTree | undefined, latestData: { current: unknown }) {
  const extraErrors = tree as ErrorSchema | undefined;
  const [tracked, setTracked] = useState({
    source: extraErrors,
    baseline: latestData.current,
    cleared: new Set<string>(),
  });
  let current = tracked;
  if (tracked.source !== extraErrors) {
    current = { source: extraErrors, baseline: latestData.current, cleared: new Set<string>() };
    setTracked(current);
  }
  const paths = useMemo(() => errorPaths(extraErrors), [extraErrors]);
  const errors = useMemo(() => withoutPaths(current.source, current.cleared), [current]);
  const noteChange = (data: unknown) => {
    const edited = editedPaths(paths, current.baseline, data).filter((path) => !current.cleared.has(path));
    if (edited.length > 0) {
      setTracked((state) =>
        state.source === extraErrors ? { ...state, cleared: new Set([...state.cleared, ...edited]) } : state,
      );
    }
  };
  return { errors, noteChange };
}
