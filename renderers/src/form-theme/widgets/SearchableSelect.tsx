import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, useFilter } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import { useChoice } from './choice.ts';
import { controlProps, focusEvents } from './controlProps.ts';
import inputStyles from './input.module.css';
import popoverStyles from './popover.module.css';

/**
 * A dropdown you can type into to filter (react-aria's ComboBox), for long lists such as countries.
 * Loaded on first render by SearchableSelectWidget.tsx, which shows a look-alike meanwhile.
 */
export function SearchableSelect(props: WidgetProps) {
  const choice = useChoice(props);
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      {...controlProps(props)}
      {...focusEvents(props)}
      className={inputStyles.select}
      value={choice.selectedKey}
      onChange={(key) => choice.select(key)}
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
          {choice.items.map(({ option, index }) => (
            <ListBoxItem
              key={index}
              id={String(index)}
              textValue={option.label}
              className={popoverStyles.option}
              isDisabled={choice.isDisabled(option)}
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
