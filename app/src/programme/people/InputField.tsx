import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from '../programme.module.css';

/** A labelled input of the programme's forms, with the server's message for it underneath. */
export function InputField({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={described} aria-invalid={error ? true : undefined} {...input} />
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
