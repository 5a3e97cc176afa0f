import { useId, type TextareaHTMLAttributes } from 'react';
import styles from '../programme.module.css';

/** A labelled text area of the console's forms, with the server's message for it underneath. */
export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        {...area}
      />
      {hint && (
        <p id={hintId} className="muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
