import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import styles from '../programme.module.css';
import type { useCaseStep } from './useCaseStep';

/**
 * A staff step's form on the case page: its fields, one button, the step's error above it and,
 * after a version conflict, a reload that keeps what was typed.
 */
export function StepForm({
  title,
  step,
  submitLabel,
  onSubmit,
  children,
  tone = 'primary',
}: {
  title: string;
  step: ReturnType<typeof useCaseStep<never>>;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  tone?: 'primary' | 'secondary' | 'warning';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.stepForm} onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
      {step.formError && (
        <Alert>
          {step.formError}
          {step.conflict && (
            <>
              {' '}
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                onClick={() => void step.reload()}
              >
                {t('programme.case.reload')}
              </button>
            </>
          )}
        </Alert>
      )}
      <div>
        <button type="submit" className={buttonClass(tone)} disabled={step.pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A labelled text box of a step's form; at most 5000 characters, as every comment on a case. */
export function StepText({
  label,
  value,
  onChange,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        required={required}
        maxLength={5000}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
