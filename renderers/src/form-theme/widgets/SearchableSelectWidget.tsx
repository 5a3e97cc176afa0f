import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, useFilter } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import { useChoice } from './choice.ts';
import { controlProps, focusEvents } from './controlProps.ts';

/**
 * A dropdown you can type into to filter (react-aria's ComboBox), for long lists such as countries:
 * a field opts in with `'ui:widget': SearchableSelectWidget`, so only the forms that show one
 * download the combo box, list box and popover code (docs/engineering.md#route-budgets).
 */
export function SearchableSelectWidget(props: WidgetProps) {
  const choice = useChoice(props);
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      {...controlProps(props)}
      {...focusEvents(props)}
      className="oc-select oc-combobox"
      value={choice.selectedKey}
      onChange={(key) => choice.select(key)}
      defaultFilter={contains}
      menuTrigger="focus"
      autoFocus={props.autofocus}
    >
      <div className="oc-input-group">
        <Input className="oc-input" placeholder={choice.placeholder} />
        <Button className="oc-input-button oc-combobox-button">
          <span className="oc-chevron" aria-hidden="true" />
        </Button>
      </div>
      <Popover className="oc-popover">
        <ListBox
          className="oc-listbox"
          renderEmptyState={() => (
            <p className="oc-listbox-empty">{themeText(props.registry, 'form.noMatches')}</p>
          )}
        >
          {choice.items.map(({ option, index }) => (
            <ListBoxItem
              key={index}
              id={String(index)}
              textValue={option.label}
              className="oc-option"
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
