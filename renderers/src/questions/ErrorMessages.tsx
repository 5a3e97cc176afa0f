import { Fragment } from 'react';
import fieldStyles from '../form-theme/templates/field.module.css';

interface ErrorMessagesProps {
  id: string;
  messages: readonly string[];
}

/**
 * A field's errors, linked from its control by id and announced when they appear (role=alert),
 * with the theme's error mark so they are seen without colour too.
 */
export function ErrorMessages({ id, messages }: ErrorMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className={fieldStyles.fieldError} role="alert">
      <span className={fieldStyles.errorIcon} aria-hidden="true" />
      <span className={fieldStyles.fieldErrorMessages}>
        {messages.map((message, index) => (
          // The space keeps two messages apart when a screen reader reads them as one description.
          <Fragment key={index}>
            {index > 0 && ' '}
            <span>{message}</span>
          </Fragment>
        ))}
      </span>
    </div>
  );
}
