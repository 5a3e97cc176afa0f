import { useFocusRing, useHover } from 'react-aria';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { useChoice } from './choice.ts';
import { CheckboxesWidget } from './CheckboxesWidget.tsx';
import { focusEvents } from './controlProps.ts';
import inputStyles from './input.module.css';

/**
 * A dropdown as the browser's own `<select>`, drawn like the other inputs: phones and tablets open
 * their own picker, and a form downloads no list box or popover code. Options are alphabetical with
 * 'Other' last unless `ui:options.sort` is false (docs/errors.md#form-rules); a long list you type
 * into is `'ui:widget': SearchableSelectWidget`. A multi-value enum list renders as checkboxes,
 * which are easier to use than a multi-select list.
 */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <CheckboxesWidget {...props} />;
  if (onCourseOptions(props.uiSchema).searchable) {
    throw new Error(
      `The dropdown "${props.id}" asks for ui:options.searchable: give it 'ui:widget': SearchableSelectWidget instead`,
    );
  }
  return <NativeSelect {...props} />;
}

function NativeSelect(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, label, hideLabel, rawErrors, hideError } = props;
  const choice = useChoice(props);
  const invalid = hasVisibleErrors(rawErrors, hideError);
  // A select cannot be read-only, so a read-only dropdown is a disabled one.
  const isDisabled = Boolean(disabled || readonly);
  // The state attributes react-aria sets on the theme's other inputs, so the same rules draw it.
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocused } = useFocusRing();
  const { onFocus, onBlur } = focusEvents(props);
  return (
    <div className={inputStyles.nativeSelect}>
      <select
        {...hoverProps}
        id={id}
        name={htmlName || id}
        className={`${inputStyles.input} ${inputStyles.nativeSelectInput}`}
        value={choice.selectedKey ?? ''}
        onChange={(event) => choice.select(event.target.value === '' ? null : event.target.value)}
        onFocus={(event) => {
          focusProps.onFocus?.(event);
          onFocus();
        }}
        onBlur={(event) => {
          focusProps.onBlur?.(event);
          onBlur();
        }}
        disabled={isDisabled}
        // RJSF validates, with its own messages; the browser's required check would come first.
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        {...labelling(id, label, hideLabel)}
        autoFocus={props.autofocus}
        data-placeholder={choice.selectedKey === null || undefined}
        data-hovered={isHovered || undefined}
        data-focused={isFocused || undefined}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {/* A required dropdown cannot go back to nothing; an optional one can. */}
        <option value="" disabled={required}>
          {choice.placeholder}
        </option>
        {choice.items.map(({ option, index }) => (
          <option key={index} value={String(index)} disabled={choice.isDisabled(option)}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={inputStyles.chevron} aria-hidden="true" />
    </div>
  );
}
