import { Checkbox, CheckboxGroup } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { CheckIcon } from './CheckIcon.tsx';
import { controlProps, focusEvents, optionDisabler } from './controlProps.ts';
import { keysForValues, valuesForKeys } from './optionValues.ts';
import choiceStyles from './choice.module.css';

/** Several checkboxes for a multi-value enum list, on react-aria's CheckboxGroup. */
export function CheckboxesWidget(props: WidgetProps) {
  const { value, autofocus, options, onChange } = props;
  const enumOptions = options.enumOptions ?? [];
  const isDisabled = optionDisabler(options);
  return (
    <CheckboxGroup
      {...controlProps(props)}
      {...focusEvents(props)}
      className={choiceStyles.choiceGroup}
      data-orientation={options.inline ? 'horizontal' : 'vertical'}
      value={keysForValues(value, enumOptions)}
      onChange={(keys) => onChange(valuesForKeys(keys, enumOptions))}
    >
      {enumOptions.map((option, index) => (
        <Checkbox
          key={index}
          value={String(index)}
          className={choiceStyles.checkbox}
          isDisabled={isDisabled(option)}
          autoFocus={autofocus && index === 0}
        >
          <span className={choiceStyles.checkboxBox} aria-hidden="true">
            <CheckIcon />
          </span>
          <span className={choiceStyles.choiceLabel}>{option.label}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
