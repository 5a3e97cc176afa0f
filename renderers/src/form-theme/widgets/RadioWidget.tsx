import { Radio, RadioGroup } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { controlProps, focusEvents, optionDisabler } from './controlProps.ts';
import { keysForValues } from './optionValues.ts';
import choiceStyles from './choice.module.css';

/** Radio buttons on react-aria's RadioGroup, labelled by the field's label; `ui:options.inline` lays them in a row. */
export function RadioWidget(props: WidgetProps) {
  const { value, autofocus, options, onChange } = props;
  const enumOptions = options.enumOptions ?? [];
  const isDisabled = optionDisabler(options);
  const selected = keysForValues(value, enumOptions)[0] ?? null;
  return (
    <RadioGroup
      {...controlProps(props)}
      {...focusEvents(props)}
      className={choiceStyles.choiceGroup}
      orientation={options.inline ? 'horizontal' : 'vertical'}
      value={selected}
      onChange={(key) => onChange(enumOptions[Number(key)]?.value ?? options.emptyValue)}
    >
      {enumOptions.map((option, index) => (
        <Radio
          key={index}
          value={String(index)}
          className={choiceStyles.radio}
          isDisabled={isDisabled(option)}
          autoFocus={autofocus && index === 0}
        >
          <span className={choiceStyles.radioDot} aria-hidden="true" />
          <span className={choiceStyles.choiceLabel}>{option.label}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
