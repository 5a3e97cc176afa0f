import { useTranslation } from '../../i18n/useTranslation';
import type { LightControlProps } from './controlProps';
import type { LightField } from './lightFields';

type CheckboxField = Extract<LightField, { kind: 'checkbox' }>;

const LINK_SLOT = '{{link}}';

/** The label's text with its link (`ui:options.labelLink`) where `{{link}}` stands, else after it. */
function CheckboxLabel({ field }: { field: CheckboxField }) {
  const { t } = useTranslation();
  const { label, labelLink } = field;
  if (!labelLink) return <>{label}</>;
  const newTab = labelLink.newTab ?? true;
  const link = (
    <a
      className="oc-link"
      href={labelLink.href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {labelLink.text}
      {newTab && <span className="oc-visually-hidden"> {t('form.opensInNewTab')}</span>}
    </a>
  );
  const at = label.indexOf(LINK_SLOT);
  if (at < 0) {
    return (
      <>
        {label} {link}
      </>
    );
  }
  return (
    <>
      {label.slice(0, at)}
      {link}
      {label.slice(at + LINK_SLOT.length)}
    </>
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
    <div className="oc-checkbox-field">
      <label className="oc-checkbox" data-selected={checked || undefined} data-invalid={invalid || undefined}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          className="oc-visually-hidden oc-native-checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
        />
        <span className="oc-checkbox-box" aria-hidden="true">
          <svg className="oc-check-icon" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
          </svg>
        </span>
        <span className="oc-checkbox-label">
          <CheckboxLabel field={field} />
          {field.required && (
            <span className="oc-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
      </label>
    </div>
  );
}
