import type { InputHTMLAttributes, Ref } from 'react';
import { LabelledField } from '../LabelledField';

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
  return (
    <LabelledField label={label} error={error} hint={hint}>
      {(wiring) => <input {...wiring} {...input} />}
    </LabelledField>
  );
}
