import type { ReactNode } from 'react';
import type { LightField as Field } from './lightFields';
import fieldStyles from '@oncourse/renderers/form-theme/templates/field.module.css';

/** The ids a control points at with aria-describedby: its errors first, then its help. */
export function describedBy(id: string, field: Field, messages: readonly string[]): string | undefined {
  const ids = [messages.length > 0 ? `${id}__error` : '', field.help ? `${id}__help` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface LightFieldProps {
  id: string;
  field: Field;
  /** The field's texts to show (already unique), from validation and from the server. */
  messages: readonly string[];
  children: ReactNode;
}

/**
 * One field as the RJSF theme's FieldTemplate draws it: label with a required star (a checkbox
 * carries its own), the control, its errors, its help. `data-invalid` lets the form move focus
 * to the first field in error.
 */
export function LightField({ id, field, messages, children }: LightFieldProps) {
  return (
    <div className={fieldStyles.field} data-invalid={messages.length > 0 || undefined}>
      {field.kind !== 'checkbox' && (
        <label id={`${id}__label`} className={fieldStyles.label} htmlFor={id}>
          {field.label}
          {field.required && (
            <span className={fieldStyles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {children}
      {messages.length > 0 && (
        <div id={`${id}__error`} className={fieldStyles.fieldError}>
          <span className={fieldStyles.errorIcon} aria-hidden="true" />
          <span className={fieldStyles.fieldErrorMessages}>
            {messages.map((message) => (
              <span key={message}>{message}</span>
            ))}
          </span>
        </div>
      )}
      {field.help && (
        <div id={`${id}__help`} className={fieldStyles.help}>
          {field.help}
        </div>
      )}
    </div>
  );
}
