import { Button, ProgressBar } from 'react-aria-components';
import type { SubmitButtonProps, UISchemaSubmitButtonOptions } from '@rjsf/utils';

import { themeContext, themeText } from '../formContext.ts';
import buttonStyles from './button.module.css';

/**
 * The submit button (react-aria Button) with secondary actions beside it. While `busy` it stays
 * focusable, ignores presses and announces the pending state, so a submit cannot be sent twice.
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const options = submitOptions(uiSchema);
  if (options.norender) return null;
  const { busy = false, submitLabel, actions } = themeContext(registry);
  const label = submitLabel ?? options.submitText ?? themeText(registry, 'form.submit');
  return (
    <div className={buttonStyles.formActions}>
      {actions}
      <Button
        type="submit"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        isPending={busy}
        isDisabled={options.props?.disabled === true}
      >
        {busy && (
          <ProgressBar
            className={buttonStyles.spinner}
            isIndeterminate
            aria-label={themeText(registry, 'form.busy')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" />
            </svg>
          </ProgressBar>
        )}
        <span>{label}</span>
      </Button>
    </div>
  );
}

/** The raw options: RJSF's own helper fills in an English "Submit" we could not tell from the author's. */
function submitOptions(uiSchema: SubmitButtonProps['uiSchema']): UISchemaSubmitButtonOptions {
  const options: unknown = uiSchema?.['ui:options'];
  if (typeof options !== 'object' || options === null) return {};
  const submit: unknown = (options as { submitButtonOptions?: unknown }).submitButtonOptions;
  return typeof submit === 'object' && submit !== null ? (submit as UISchemaSubmitButtonOptions) : {};
}
