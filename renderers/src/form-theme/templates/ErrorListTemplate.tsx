import type { ErrorListProps } from '@rjsf/utils';

import { themeContext, themeText } from '../formContext.ts';

/**
 * The form-level message after a failed submit (spec 000 §5, 001 §5), as an alert so screen readers
 * announce it. It re-mounts on every failed submit so a repeated failure is announced again.
 * Field texts are not listed here: each shows beside its own field.
 */
export function ErrorListTemplate({ registry }: ErrorListProps) {
  const context = themeContext(registry);
  // Outside OnCourseForm there is no submit tracking: show whenever RJSF has errors.
  if (context.showFormError === false) return null;
  return (
    <div key={context.failedSubmits ?? 0} role="alert" className="oc-form-alert">
      <span className="oc-error-icon" aria-hidden="true" />
      <span>{themeText(registry, 'errors.formInvalid')}</span>
    </div>
  );
}
