import type { Key } from 'react-aria-components';
import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  useFilter,
} from 'react-aria-components';
import { enumOptionsIndexForValue } from '@rjsf/utils';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import { sortOptions } from '../sortOptions.ts';
import type { IndexedOption } from '../sortOptions.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { CheckboxesWidget } from './CheckboxesWidget.tsx';
import { controlProps, focusEvents, optionDisabler } from './controlProps.ts';
import inputStyles from './input.module.css';
import popoverStyles from './popover.module.css';

/** The list key of the "nothing chosen" entry offered on optional dropdowns. */
const EMPTY_KEY = '__empty';

/**
 * Dropdown on react-aria's Select, or a searchable ComboBox with `ui:options.searchable`. Options are
 * alphabetical with 'Other' last unless `ui:options.sort` is false (docs/errors.md#form-rules). A multi-value enum
 * list renders as checkboxes, which are easier to use than a multi-select list.
 */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <CheckboxesWidget {...props} />;
  return onCourseOptions(props.uiSchema).searchable ? (
    <SearchableSelect {...props} />
  ) : (
    <PlainSelect {...props} />
  );
}

function PlainSelect(props: WidgetProps) {
  const choice = useChoice(props);
  // A Select cannot be read-only, so a read-only dropdown is a disabled one.
  const { isReadOnly, ...control } = controlProps(props);
  return (
    <Select
      {...control}
      {...focusEvents(props)}
      isDisabled={control.isDisabled || isReadOnly}
      className={inputStyles.select}
      value={choice.selectedKey}
      onChange={choice.select}
      placeholder={choice.placeholder}
      autoFocus={props.autofocus}
    >
      <Button className={`${inputStyles.input} ${inputStyles.selectTrigger}`}>
        <SelectValue className={inputStyles.selectValue} />
        <span className={inputStyles.chevron} aria-hidden="true" />
      </Button>
      <Popover className={popoverStyles.popover}>
        <ListBox className={popoverStyles.listbox}>
          {!props.required && (
            <ListBoxItem
              id={EMPTY_KEY}
              textValue={choice.placeholder}
              className={`${popoverStyles.option} ${popoverStyles.optionEmpty}`}
            >
              {choice.placeholder}
            </ListBoxItem>
          )}
          {optionItems(choice)}
        </ListBox>
      </Popover>
    </Select>
  );
}

function SearchableSelect(props: WidgetProps) {
  const choice = useChoice(props);
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      {...controlProps(props)}
      {...focusEvents(props)}
      className={inputStyles.select}
      value={choice.selectedKey}
      onChange={choice.select}
      defaultFilter={contains}
      menuTrigger="focus"
      autoFocus={props.autofocus}
    >
      <div className={inputStyles.inputGroup}>
        <Input className={inputStyles.input} placeholder={choice.placeholder} />
        <Button className={`${inputStyles.inputButton} ${inputStyles.comboboxButton}`}>
          <span className={inputStyles.chevron} aria-hidden="true" />
        </Button>
      </div>
      <Popover className={popoverStyles.popover}>
        <ListBox
          className={popoverStyles.listbox}
          renderEmptyState={() => (
            <p className={popoverStyles.listboxEmpty}>{themeText(props.registry, 'form.noMatches')}</p>
          )}
        >
          {optionItems(choice)}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The entries of both dropdown forms; their ids are schema indexes. */
function optionItems(choice: Choice) {
  return choice.items.map(({ option, index }) => (
    <ListBoxItem
      key={index}
      id={String(index)}
      textValue={option.label}
      className={popoverStyles.option}
      isDisabled={choice.isDisabled(option)}
    >
      {option.label}
    </ListBoxItem>
  ));
}

interface Choice {
  items: IndexedOption[];
  selectedKey: string | null;
  placeholder: string;
  select: (key: Key | null) => void;
  isDisabled: (option: EnumOptionsType) => boolean;
}

/** Option list, current key and change handler shared by both dropdown forms; keys are schema indexes. */
function useChoice({ options, value, placeholder, registry, onChange, uiSchema }: WidgetProps): Choice {
  const enumOptions = options.enumOptions ?? [];
  const items =
    onCourseOptions(uiSchema).sort === false
      ? enumOptions.map((option, index) => ({ option, index }))
      : sortOptions(enumOptions);
  const selectedIndex = enumOptionsIndexForValue(value, enumOptions);
  return {
    items,
    selectedKey: typeof selectedIndex === 'string' ? selectedIndex : null,
    placeholder: placeholder || themeText(registry, 'form.selectPlaceholder'),
    select: (key) => {
      const option = key === null || key === EMPTY_KEY ? undefined : enumOptions[Number(key)];
      onChange(option ? option.value : options.emptyValue);
    },
    isDisabled: optionDisabler(options),
  };
}
