import type { WidgetProps } from '@rjsf/utils';

import { NumberTextInput } from '../../numbers/NumberTextInput.tsx';
import type { NumberSay } from '../../numbers/NumberTextInput.tsx';
import { labelId } from '../fieldIds.ts';
import { themeText } from '../formContext.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { controlProps } from './controlProps.ts';
import { fieldDecimals } from './numberKeys.ts';

/**
 * Number input (also the `updown` widget): the shared number input, reading and writing figures in
 * the display language. Its decimals come from `ui:options.step` or the schema's `multipleOf`
 * (integers: none); `ui:options.grouping: false` keeps figures such as a year ungrouped. Ranges
 * are left to validation so an out-of-range value gets a message instead of a silent clamp.
 */
export function NumberWidget(props: WidgetProps) {
  const {
    id,
    value,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    uiSchema,
    registry,
  } = props;
  const control = controlProps(props);
  const say: NumberSay = (key, values) => themeText(registry, key, values);
  return (
    <NumberTextInput
      id={id}
      name={control.name}
      value={value}
      onChange={(next) => onChange(next === null ? options.emptyValue : next)}
      decimals={fieldDecimals(schema, onCourseOptions(uiSchema).step)}
      grouping={onCourseOptions(uiSchema).grouping}
      say={say}
      invalid={control.isInvalid}
      required={control.isRequired}
      disabled={control.isDisabled}
      readOnly={control.isReadOnly}
      placeholder={placeholder || undefined}
      autoFocus={autofocus}
      aria-label={props.hideLabel ? props.label || undefined : undefined}
      aria-labelledby={props.hideLabel ? undefined : labelId(id)}
      aria-describedby={control['aria-describedby']}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
