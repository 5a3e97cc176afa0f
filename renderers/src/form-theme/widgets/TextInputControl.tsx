import type { ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { controlProps, textEvents } from './controlProps.ts';
import inputStyles from './input.module.css';

interface TextInputControlProps {
  widget: WidgetProps;
  /** The input type: text, email, password, tel, url … */
  type: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  autoComplete?: string | undefined;
  /** A control placed inside the field's border after the input (e.g. the password toggle). */
  trailing?: ReactNode;
}

/** A single-line text input on react-aria's TextField, wired to RJSF's label, description and errors. */
export function TextInputControl({ widget, type, inputMode, autoComplete, trailing }: TextInputControlProps) {
  const { value, autofocus, placeholder } = widget;
  const text = value === undefined || value === null ? '' : String(value);
  const input = <Input className={inputStyles.input} placeholder={placeholder || undefined} />;
  return (
    <TextField
      {...controlProps(widget)}
      {...textEvents(widget)}
      className={inputStyles.textField}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={text}
      autoFocus={autofocus}
    >
      {trailing ? (
        // A plain box, not a role=group: it only draws one border around the input and its button.
        <div className={inputStyles.inputGroup}>
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
    </TextField>
  );
}
