import { Radio, RadioGroup } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';
import { keysForValues } from './optionValues.ts';

/** Radio buttons on react-aria's RadioGroup, labelled by the field's label; `ui:options.inline` lays them in a row. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel, options } = props;
  const { onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const enumOptions = options.enumOptions ?? [];
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected = keysForValues(value, enumOptions)[0] ?? null;
  return (
    <RadioGroup
      id={id}
      name={htmlName || id}
      className="oc-choice-group"
      orientation={options.inline ? 'horizontal' : 'vertical'}
      value={selected}
      onChange={(key) => onChange(enumOptions[Number(key)]?.value ?? options.emptyValue)}
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
        <Radio
          key={index}
          value={String(index)}
          className="oc-radio"
          isDisabled={enumDisabled.includes(option.value)}
          autoFocus={autofocus && index === 0}
        >
          <span className="oc-radio-dot" aria-hidden="true" />
          <span className="oc-choice-label">{option.label}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
