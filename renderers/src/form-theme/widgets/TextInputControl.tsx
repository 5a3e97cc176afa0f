import type { ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';

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
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, label, hideLabel } =
    widget;
  const { onChange, onBlur, onFocus, options, rawErrors, hideError } = widget;
  const text = value === undefined || value === null ? '' : String(value);
  const input = <Input className="oc-input" placeholder={placeholder || undefined} />;
  return (
    <TextField
      id={id}
      name={htmlName || id}
      className="oc-text-field"
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={text}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readonly}
      isInvalid={hasVisibleErrors(rawErrors, hideError)}
      // RJSF owns validation; 'aria' keeps react-aria from running the browser's own checks.
      validationBehavior="aria"
      autoFocus={autofocus}
      aria-describedby={describedBy(widget)}
      {...labelling(id, label, hideLabel)}
    >
      {trailing ? (
        // A plain box, not a role=group: it only draws one border around the input and its button.
        <div className="oc-input-group">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
    </TextField>
  );
}
