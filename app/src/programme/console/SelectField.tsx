import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from '../programme.module.css';

/** A labelled dropdown of the console's forms, with the server's message for it underneath. */
export function SelectField({
  label,
  error,
  children,
  ...select
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
