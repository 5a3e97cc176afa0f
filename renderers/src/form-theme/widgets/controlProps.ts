import type { FocusEvent } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';

/**
 * The react-aria props every labelled control takes from RJSF: name, state, errors, description and
 * label. RJSF owns validation; 'aria' keeps react-aria from running the browser's own checks.
 */
export function controlProps(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, label, hideLabel, rawErrors, hideError } = props;
  return {
    id,
    name: htmlName || id,
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readonly,
    isInvalid: hasVisibleErrors(rawErrors, hideError),
    validationBehavior: 'aria' as const,
    'aria-describedby': describedBy(props),
    ...labelling(id, label, hideLabel),
  };
}

/** Blur and focus reported to RJSF with the field's current value. */
export function focusEvents({ id, value, onBlur, onFocus }: WidgetProps) {
  return { onBlur: () => onBlur(id, value), onFocus: () => onFocus(id, value) };
}

/** Change, blur and focus of a text field: emptied text becomes the schema's empty value. */
export function textEvents({ id, options, onChange, onBlur, onFocus }: WidgetProps) {
  return {
    onChange: (next: string) => onChange(next === '' ? options.emptyValue : next),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value),
  };
}

/** Whether an option is listed in `ui:enumDisabled`. */
export function optionDisabler(options: WidgetProps['options']): (option: EnumOptionsType) => boolean {
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  return (option) => enumDisabled.includes(option.value);
}
