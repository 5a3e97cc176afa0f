import { Checkbox, CheckboxGroup } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';
import { CheckIcon } from './CheckIcon.tsx';
import { keysForValues, valuesForKeys } from './optionValues.ts';

/** Several checkboxes for a multi-value enum list, on react-aria's CheckboxGroup. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel, options } = props;
  const { onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const enumOptions = options.enumOptions ?? [];
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  return (
    <CheckboxGroup
      id={id}
      name={htmlName || id}
      className="oc-choice-group"
      data-orientation={options.inline ? 'horizontal' : 'vertical'}
      value={keysForValues(value, enumOptions)}
      onChange={(keys) => onChange(valuesForKeys(keys, enumOptions))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readonly}
      isInvalid={hasVisibleErrors(rawErrors, hideError)}
      validationBehavior="aria"
      aria-describedby={describedBy(props)}
      {...labelling(id, label, hideLabel)}
    >
      {enumOptions.map((option, index) => (
        <Checkbox
          key={index}
          value={String(index)}
          className="oc-checkbox"
          isDisabled={enumDisabled.includes(option.value)}
          autoFocus={autofocus && index === 0}
        >
          <span className="oc-checkbox-box" aria-hidden="true">
            <CheckIcon />
          </span>
          <span className="oc-choice-label">{option.label}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
