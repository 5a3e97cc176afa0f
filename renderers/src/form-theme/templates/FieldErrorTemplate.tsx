import { errorId } from '@rjsf/utils';
import type { FieldErrorProps } from '@rjsf/utils';

/**
 * A field's errors, referenced by the control's aria-describedby so they are read with the field.
 * Not a live region: after a failed submit the form-level alert speaks once and focus moves to the
 * first field, instead of every field announcing at the same moment.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = unique(errors.filter((error) => error !== '' && error !== null && error !== undefined));
  if (messages.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="oc-field-error">
      <span className="oc-error-icon" aria-hidden="true" />
      <span className="oc-field-error-messages">
        {messages.map((message, index) => (
          <span key={index} className="oc-field-error-message">
            {message}
          </span>
        ))}
      </span>
    </div>
  );
}

function unique<T>(items: readonly T[]): T[] {
  return items.filter((item, index) => typeof item !== 'string' || items.indexOf(item) === index);
}
