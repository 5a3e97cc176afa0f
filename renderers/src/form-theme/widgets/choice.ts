import { enumOptionsIndexForValue } from '@rjsf/utils';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import { sortOptions } from '../sortOptions.ts';
import type { IndexedOption } from '../sortOptions.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { optionDisabler } from './controlProps.ts';

/** The option list, current key and change handler of a dropdown; keys are schema indexes. */
export interface Choice {
  items: IndexedOption[];
  selectedKey: string | null;
  placeholder: string;
  /** Picks the option with this key; `null` (or an unknown key) empties the field. */
  select: (key: string | number | null) => void;
  isDisabled: (option: EnumOptionsType) => boolean;
}

/**
 * What both dropdowns (SelectWidget, SearchableSelectWidget) show and do: options alphabetical with
 * 'Other' last unless `ui:options.sort` is false (docs/errors.md#form-rules).
 */
export function useChoice({
  options,
  value,
  placeholder,
  registry,
  onChange,
  uiSchema,
}: WidgetProps): Choice {
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
      const option = key === null || key === '' ? undefined : enumOptions[Number(key)];
      onChange(option ? option.value : options.emptyValue);
    },
    isDisabled: optionDisabler(options),
  };
}
