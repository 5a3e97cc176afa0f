import type { TextareaHTMLAttributes } from 'react';
import { LabelledField } from '../LabelledField';

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
  return (
    <LabelledField label={label} error={error} hint={hint}>
      {(wiring) => <textarea rows={4} {...wiring} {...area} />}
    </LabelledField>
  );
}
