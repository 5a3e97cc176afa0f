import { Radio, RadioGroup } from 'react-aria-components';

import type { ChoiceOption } from './options.ts';
import choiceStyles from '../../form-theme/widgets/choice.module.css';

interface RadioOptionsProps {
  id: string;
  options: readonly ChoiceOption[];
  value: number | null;
  onChange: (value: number) => void;
  orientation: 'horizontal' | 'vertical';
  invalid: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
}

/** One option of several as radio buttons (react-aria RadioGroup: arrow keys move between them). */
export function RadioOptions({
  id,
  options,
  value,
  onChange,
  orientation,
  invalid,
  labelledBy,
  describedBy,
  readOnly,
}: RadioOptionsProps) {
  return (
    <RadioGroup
      id={id}
      className={choiceStyles.choiceGroup}
      orientation={orientation}
      value={value === null ? null : String(value)}
      onChange={(key) => onChange(Number(key))}
      isInvalid={invalid}
      isReadOnly={readOnly}
      validationBehavior="aria"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {options.map((option) => (
        <Radio
          key={option.id}
          value={String(option.id)}
          className={choiceStyles.radio}
          isDisabled={option.inactive}
        >
          <span className={choiceStyles.radioDot} aria-hidden="true" />
          <span className={choiceStyles.choiceLabel}>{option.title}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
