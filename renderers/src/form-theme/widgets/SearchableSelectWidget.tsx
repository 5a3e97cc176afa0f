import { lazy, Suspense } from 'react';
import { loadSearchableSelect } from '../../preload.ts';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';
import { useChoice } from './choice.ts';
import inputStyles from './input.module.css';

// react-aria's ComboBox with its ListBox and Popover is about 31 kB of a form page's first load, for
// one field (the country): it is downloaded when the field is first drawn, not with the page
// (docs/engineering.md#route-budgets). The import() runs at render only: form configs that name this
// widget are also read in Node, where no chunk can be loaded.
const SearchableSelect = lazy(() =>
  loadSearchableSelect().then((module) => ({ default: module.SearchableSelect })),
);

/**
 * The searchable dropdown as it will look, while its code arrives: the same box with the chosen
 * option or the placeholder and the chevron, named, described and marked invalid the same, so
 * nothing moves when the real one takes its place. Not yet operable.
 */
export function PendingSearchableSelect(props: WidgetProps) {
  const { id, required, disabled, readonly, label, hideLabel, rawErrors, hideError } = props;
  const choice = useChoice(props);
  const chosen = choice.items.find(({ index }) => String(index) === choice.selectedKey)?.option;
  const invalid = hasVisibleErrors(rawErrors, hideError);
  return (
    <div
      className={inputStyles.select}
      data-invalid={invalid || undefined}
      data-required={required || undefined}
      data-disabled={disabled || undefined}
      data-readonly={readonly || undefined}
    >
      <div className={inputStyles.inputGroup}>
        <input
          id={id}
          type="text"
          className={inputStyles.input}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          value={chosen?.label ?? ''}
          placeholder={choice.placeholder}
          readOnly
          // Not yet operable: it becomes the real combo box as soon as its code is in.
          disabled
          data-disabled={disabled || undefined}
          data-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(props)}
          {...labelling(id, label, hideLabel)}
        />
        <button
          type="button"
          className={`${inputStyles.inputButton} ${inputStyles.comboboxButton}`}
          tabIndex={-1}
          disabled
          aria-hidden="true"
        >
          <span className={inputStyles.chevron} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/**
 * A dropdown you can type into to filter, for long lists such as countries: a field opts in with
 * `'ui:widget': SearchableSelectWidget`; the combo box loads on first render.
 */
export function SearchableSelectWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<PendingSearchableSelect {...props} />}>
      <SearchableSelect {...props} />
    </Suspense>
  );
}
