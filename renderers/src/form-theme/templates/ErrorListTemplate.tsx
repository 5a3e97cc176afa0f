import type { ErrorListProps } from '@rjsf/utils';

import { themeContext, themeText } from '../formContext.ts';
import { isMissingError } from '../errorMessage.ts';
import fieldStyles from './field.module.css';

/**
 * The form-level message after a failed submit (docs/errors.md#form-rules), as an alert so screen readers
 * announce it. It re-mounts on every failed submit so a repeated failure is announced again.
 * Field texts show beside their own fields; when the only problem is a form rule (a custom check
 * such as the password rule or a mismatched retype), the alert says that rule instead of the
 * generic text. The generic text speaks of missing fields only when a field is empty: a form whose
 * fields are all filled but one is wrong asks to correct the marked fields, or the user would look
 * for an empty field that is not there.
 */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const context = themeContext(registry);
  // Outside OnCourseForm there is no submit tracking: show whenever RJSF has errors.
  if (context.showFormError === false) return null;
  const [only] = errors;
  // Schema errors carry the keyword that failed (required, maxLength…); custom checks carry none.
  const rule = errors.length === 1 && only && !only.name && only.message ? only.message : null;
  const generic = errors.some(isMissingError) ? 'errors.formInvalid' : 'errors.formCorrect';
  return (
    <div key={context.failedSubmits ?? 0} role="alert" className={fieldStyles.formAlert}>
      <span className={fieldStyles.errorIcon} aria-hidden="true" />
      <span>{rule ?? themeText(registry, generic)}</span>
    </div>
  );
}
