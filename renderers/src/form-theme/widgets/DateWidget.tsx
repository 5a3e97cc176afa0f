import { Input, TextField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { todayIso } from '../dates.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { controlProps, textEvents } from './controlProps.ts';
import inputStyles from './input.module.css';

/**
 * Date field holding yyyy-MM-dd (docs/reviews.md#input-rules). It uses the browser's date input, whose picker
 * suits phones best; `ui:options.maxToday` stops the picker at today and validation rejects later dates.
 */
export function DateWidget(props: WidgetProps) {
  const { value, autofocus, uiSchema, schema } = props;
  const max = onCourseOptions(uiSchema).maxToday ? todayIso() : stringOrUndefined(schema.formatMaximum);
  const min = stringOrUndefined(schema.formatMinimum);
  return (
    <TextField
      {...controlProps(props)}
      {...textEvents(props)}
      className={inputStyles.textField}
      type="date"
      value={typeof value === 'string' ? value : ''}
      autoFocus={autofocus}
    >
      <Input className={`${inputStyles.input} ${inputStyles.inputDate}`} max={max} min={min} />
    </TextField>
  );
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
