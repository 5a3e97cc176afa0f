import { errorId } from '@rjsf/utils';
import type { FieldErrorProps } from '@rjsf/utils';
import fieldStyles from './field.module.css';

/**
 * A field's errors, referenced by the control's aria-describedby so they are read with the field.
 * Not a live region: after a failed submit the form-level alert speaks once and focus moves to the
 * first field, instead of every field announcing at the same moment.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = unique(errors.filter((error) => error !== '' && error !== null && error !== undefined));
  if (messages.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className={fieldStyles.fieldError}>
      <span className={fieldStyles.errorIcon} aria-hidden="true" />
      <span className={fieldStyles.fieldErrorMessages}>
        {messages.map((message, index) => (
          <span key={index}>{message}</span>
        ))}
      </span>
    </div>
  );
}

function unique<T>(items: readonly T[]): T[] {
  return items.filter((item, index) => typeof item !== 'string' || items.indexOf(item) === index);
}
