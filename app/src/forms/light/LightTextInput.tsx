import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { LightControlProps } from './controlProps';
import type { LightField } from './lightFields';
import inputStyles from '@oncourse/renderers/form-theme/widgets/input.module.css';

type TextField = Extract<LightField, { kind: 'text' | 'password' }>;

/**
 * A text, e-mail or password input with the theme's classes; a password has a Show/Hide button
 * inside its border, as the theme's PasswordWidget, so people on phones can check what they typed.
 */
export function LightTextInput({
  id,
  field,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: LightControlProps<TextField>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = field.kind === 'password';
  const input = (
    <input
      id={id}
      name={field.name}
      className={inputStyles.input}
      type={isPassword ? (visible ? 'text' : 'password') : field.inputType}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoComplete={field.autoComplete ?? (isPassword ? 'current-password' : undefined)}
      autoFocus={autoFocus}
      readOnly={field.readOnly || undefined}
    />
  );
  return (
    <div className={inputStyles.textField} data-invalid={invalid || undefined}>
      {isPassword ? (
        // A plain box, not a role=group: it only draws one border around the input and its button.
        <div className={inputStyles.inputGroup}>
          {input}
          <button
            type="button"
            className={inputStyles.inputButton}
            onClick={() => setVisible((shown) => !shown)}
            // The visible word is part of the accessible name (WCAG 2.5.3 label in name).
            aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
            aria-controls={id}
          >
            {t(visible ? 'form.hide' : 'form.show')}
          </button>
        </div>
      ) : (
        input
      )}
    </div>
  );
}
