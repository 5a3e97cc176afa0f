import { LabelWithLink } from '@oncourse/renderers/form-light';
import { useTranslation } from '../../i18n/useTranslation';
import type { LightControlProps } from './controlProps';
import type { LightField } from './lightFields';
import themeStyles from '@oncourse/renderers/form-theme/theme.module.css';
import fieldStyles from '@oncourse/renderers/form-theme/templates/field.module.css';
import choiceStyles from '@oncourse/renderers/form-theme/widgets/choice.module.css';

type CheckboxField = Extract<LightField, { kind: 'checkbox' }>;

/** The label's text with its link, in the reader's language. */
function CheckboxLabel({ field }: { field: CheckboxField }) {
  const { t } = useTranslation();
  return (
    <LabelWithLink label={field.label} labelLink={field.labelLink} opensInNewTab={t('form.opensInNewTab')} />
  );
}

/**
 * A checkbox drawn as the theme's (box, tick, label beside it) on the browser's own input, which
 * stays in the label for keyboard, screen readers and clicks. A box to tick is `const: true`.
 */
export function LightCheckbox({
  id,
  field,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: LightControlProps<CheckboxField>) {
  const checked = value === true;
  return (
    <div className={choiceStyles.checkboxField}>
      <label
        className={choiceStyles.checkbox}
        data-selected={checked || undefined}
        data-invalid={invalid || undefined}
      >
        <input
          id={id}
          name={field.name}
          type="checkbox"
          className={`${themeStyles.visuallyHidden} ${choiceStyles.nativeCheckbox}`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
        />
        <span className={choiceStyles.checkboxBox} aria-hidden="true">
          <svg className={choiceStyles.checkIcon} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
          </svg>
        </span>
        <span className={choiceStyles.checkboxLabel}>
          <CheckboxLabel field={field} />
          {field.required && (
            <span className={fieldStyles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
      </label>
    </div>
  );
}
