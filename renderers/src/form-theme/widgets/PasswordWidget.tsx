import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import { TextInputControl } from './TextInputControl.tsx';
import inputStyles from './input.module.css';

/** Password field with a Show/Hide button, so people on phones can check what they typed. */
export function PasswordWidget(props: WidgetProps) {
  const [visible, setVisible] = useState(false);
  const { registry, options, disabled } = props;
  const autoComplete = typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password';
  const toggle = (
    <Button
      className={inputStyles.inputButton}
      isDisabled={disabled}
      onPress={() => setVisible((shown) => !shown)}
      // The visible word is part of the accessible name (WCAG 2.5.3 label in name).
      aria-label={themeText(registry, visible ? 'form.hidePassword' : 'form.showPassword')}
      aria-controls={props.id}
    >
      {themeText(registry, visible ? 'form.hide' : 'form.show')}
    </Button>
  );
  return (
    <TextInputControl
      widget={props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailing={toggle}
    />
  );
}
