import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

import type { ChoiceOption } from './options.ts';
import { SELECT_CLASSES } from './selectClasses.ts';
import popoverStyles from '../../form-theme/widgets/popover.module.css';

interface OptionSelectProps {
  id: string;
  options: readonly ChoiceOption[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** Optional questions offer an entry for "nothing chosen". */
  allowEmpty: boolean;
  placeholder: string;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
}

const EMPTY_KEY = '__empty';

/** A dropdown of a question's options on react-aria's Select, styled like the form theme's. */
export function OptionSelect({
  id,
  options,
  value,
  onChange,
  allowEmpty,
  placeholder,
  invalid,
  labelledBy,
  describedBy,
  readOnly,
}: OptionSelectProps) {
  const selected = value !== null && options.some((option) => option.id === value) ? String(value) : null;
  return (
    <Select
      id={id}
      className={SELECT_CLASSES.root}
      value={selected}
      onChange={(key) => onChange(key === null || key === EMPTY_KEY ? null : Number(key))}
      placeholder={placeholder}
      // A Select cannot be read-only, so a read-only dropdown is a disabled one.
      isDisabled={readOnly}
      isInvalid={invalid}
      validationBehavior="aria"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <Button className={SELECT_CLASSES.trigger}>
        <SelectValue className={SELECT_CLASSES.value} />
        <span className={SELECT_CLASSES.chevron} aria-hidden="true" />
      </Button>
      <Popover className={popoverStyles.popover}>
        <ListBox className={popoverStyles.listbox}>
          {allowEmpty && (
            <ListBoxItem
              id={EMPTY_KEY}
              textValue={placeholder}
              className={`${popoverStyles.option} ${popoverStyles.optionEmpty}`}
            >
              {placeholder}
            </ListBoxItem>
          )}
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={String(option.id)}
              textValue={option.title}
              className={popoverStyles.option}
              isDisabled={option.inactive}
            >
              {option.title}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
