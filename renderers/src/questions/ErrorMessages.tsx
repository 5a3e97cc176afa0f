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
    <div id={id} className="oc-field-error" role="alert">
      <span className="oc-error-icon" aria-hidden="true" />
      <span className="oc-field-error-messages">
        {messages.map((message, index) => (
          <span key={index}>{message}</span>
        ))}
      </span>
    </div>
  );
}
