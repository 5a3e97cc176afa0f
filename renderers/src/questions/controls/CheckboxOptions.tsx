import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup } from 'react-aria-components';

import { CheckIcon } from '../../form-theme/widgets/CheckIcon.tsx';
import type { ChoiceOption } from './options.ts';
import choiceStyles from '../../form-theme/widgets/choice.module.css';
import questionStyles from '../question.module.css';

interface CheckboxOptionsProps {
  id: string;
  options: readonly ChoiceOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
  /** Something to show after an option (the remove button of a facility's own answer). */
  after?: (option: ChoiceOption) => ReactNode;
}

/** Several options as checkboxes on react-aria's CheckboxGroup; the order of choosing is kept. */
export function CheckboxOptions({
  id,
  options,
  value,
  onChange,
  invalid,
  labelledBy,
  describedBy,
  readOnly,
  after,
}: CheckboxOptionsProps) {
  return (
    <CheckboxGroup
      id={id}
      className={choiceStyles.choiceGroup}
      value={value.map(String)}
      onChange={(keys) => onChange(keys.map(Number))}
      isInvalid={invalid}
      isReadOnly={readOnly}
      validationBehavior="aria"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {options.map((option) => (
        <div key={option.id} className={questionStyles.optionRow}>
          <Checkbox value={String(option.id)} className={choiceStyles.checkbox} isDisabled={option.inactive}>
            <span className={choiceStyles.checkboxBox} aria-hidden="true">
              <CheckIcon />
            </span>
            <span className={choiceStyles.choiceLabel}>{option.title}</span>
          </Checkbox>
          {after?.(option)}
        </div>
      ))}
    </CheckboxGroup>
  );
}
