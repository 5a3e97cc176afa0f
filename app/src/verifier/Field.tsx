import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import fieldStyles from '@oncourse/renderers/form-theme/templates/field.module.css';
import tokens from '@oncourse/renderers/form-theme/tokens.module.css';
import inputStyles from '@oncourse/renderers/form-theme/widgets/input.module.css';

/** The props a control gets from its field: its id, whether it is invalid and what describes it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled control drawn as the form theme draws its fields (label, control, error), for the
 * verifier's few small forms that need no schema.
 */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  /** The translated message under the control, when it is invalid. */
  error?: string | null | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}__error` : undefined,
      })}
      {error && (
        <div id={`${id}__error`} className={fieldStyles.fieldError}>
          <span className={fieldStyles.errorIcon} aria-hidden="true" />
          <span>{error}</span>
        </div>
      )}
    </div>
  );
}

/** The form theme's colours and sizes, on each form's root, as the theme's own forms have them. */
export const formTokensClass = tokens.tokens;
export const inputClass = inputStyles.input;
export const textareaClass = `${inputStyles.input} ${inputStyles.textarea}`;

/** The browser's own dropdown, drawn as the form theme's: its border and a chevron. */
export function NativeSelect(props: ComponentPropsWithoutRef<'select'>) {
  return (
    <div className={inputStyles.nativeSelect}>
      <select {...props} className={`${inputStyles.input} ${inputStyles.nativeSelectInput}`} />
      <span className={inputStyles.chevron} aria-hidden="true" />
    </div>
  );
}
