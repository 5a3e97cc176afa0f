import { sortChoices } from '@oncourse/engine';
import type { EnumOptionsType } from '@rjsf/utils';

/** An enum option with its position in the schema, which the widgets use as the option's key. */
export interface IndexedOption {
  option: EnumOptionsType;
  index: number;
}

/**
 * Dropdown options alphabetical by label with 'Other' last (docs/errors.md#form-rules), each keeping its schema
 * index; the rule itself is the engine's `sortChoices`.
 */
export function sortOptions(options: readonly EnumOptionsType[]): IndexedOption[] {
  return sortChoices(
    options.map((option, index) => ({ option, index })),
    (item) => item.option.label,
  );
}
