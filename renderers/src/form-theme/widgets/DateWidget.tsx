import { Input, TextField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { todayIso } from '../dates.ts';
import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';
import { onCourseOptions } from '../uiOptions.ts';

/**
 * Date field holding yyyy-MM-dd (spec 001 §5). It uses the browser's date input, whose picker
 * suits phones best; `ui:options.maxToday` stops the picker at today and validation rejects later dates.
 */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel, uiSchema, schema } =
    props;
  const { onChange, onBlur, onFocus, options, rawErrors, hideError } = props;
  const max = onCourseOptions(uiSchema).maxToday ? todayIso() : stringOrUndefined(schema.formatMaximum);
  const min = stringOrUndefined(schema.formatMinimum);
  return (
    <TextField
      id={id}
      name={htmlName || id}
      className="oc-text-field"
      type="date"
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readonly}
      isInvalid={hasVisibleErrors(rawErrors, hideError)}
      validationBehavior="aria"
      autoFocus={autofocus}
      aria-describedby={describedBy(props)}
      {...labelling(id, label, hideLabel)}
    >
      <Input className="oc-input oc-input-date" max={max} min={min} />
    </TextField>
  );
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
