import { sortOptions } from '@oncourse/renderers/form-light';
import { useTranslation } from '../../i18n/useTranslation';
import type { LightControlProps } from './controlProps';
import type { LightField } from './lightFields';
import inputStyles from '@oncourse/renderers/form-theme/widgets/input.module.css';

type SelectField = Extract<LightField, { kind: 'select' }>;

/**
 * A dropdown as the browser's own `<select>`: no listbox or popover code to download, and every
 * phone shows its native picker. Options in the theme's order (alphabetical, 'Other' last, unless
 * `ui:options.sort` is false); each is keyed by its schema index, so a number `const` stays a number.
 */
export function LightSelect({
  id,
  field,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: LightControlProps<SelectField>) {
  const { t } = useTranslation();
  const labelled = field.options.map((option) => ({ label: option.label, value: option.value }));
  const items = field.sort ? sortOptions(labelled) : labelled.map((option, index) => ({ option, index }));
  const selected = field.options.findIndex((option) => option.value === value);
  const placeholder = field.placeholder ?? t('form.selectPlaceholder');
  return (
    <div className={inputStyles.nativeSelect}>
      <select
        id={id}
        name={field.name}
        className={`${inputStyles.input} ${inputStyles.nativeSelectInput}`}
        value={selected < 0 ? '' : String(selected)}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : field.options[Number(event.target.value)]?.value)
        }
        required={field.required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete={field.autoComplete}
        autoFocus={autoFocus}
        data-placeholder={selected < 0 || undefined}
      >
        {/* A required dropdown cannot go back to nothing, as in the theme's dropdown. */}
        <option value="" disabled={field.required}>
          {placeholder}
        </option>
        {items.map(({ option, index }) => (
          <option key={index} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={inputStyles.chevron} aria-hidden="true" />
    </div>
  );
}
