import type { ErrorListProps } from '@rjsf/utils';

import { themeContext, themeText } from '../formContext.ts';

/**
 * The form-level message after a failed submit (spec 000 §5, 001 §5), as an alert so screen readers
 * announce it. It re-mounts on every failed submit so a repeated failure is announced again.
 * Field texts show beside their own fields; when the only problem is a form rule (a custom check
 * such as the password rule or a mismatched retype), the alert says that rule instead of the
 * generic 'missing fields' text, which would send the user looking for an empty field.
 */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const context = themeContext(registry);
  // Outside OnCourseForm there is no submit tracking: show whenever RJSF has errors.
  if (context.showFormError === false) return null;
  const [only] = errors;
  // Schema errors carry the keyword that failed (required, maxLength…); custom checks carry none.
  const rule = errors.length === 1 && only && !only.name && only.message ? only.message : null;
  return (
    <div key={context.failedSubmits ?? 0} role="alert" className="oc-form-alert">
      <span className="oc-error-icon" aria-hidden="true" />
      <span>{rule ?? themeText(registry, 'errors.formInvalid')}</span>
    </div>
  );
}
