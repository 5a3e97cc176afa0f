import { useEffect, useState } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy } from '../fieldIds.ts';
import { themeText } from '../formContext.ts';
import { characterCount } from './characterCount.ts';
import { controlProps, textEvents } from './controlProps.ts';
import themeStyles from '../theme.module.css';
import fieldStyles from '../templates/field.module.css';
import inputStyles from './input.module.css';

/** How long typing must pause before the remaining count is announced, so it is not read on every key. */
const ANNOUNCE_DELAY_MS = 1000;

/**
 * Multi-line text. With a schema `maxLength` it shows the characters remaining (docs/reviews.md#input-rules notes);
 * typing past the limit is allowed and counted as "too many", so pasted text is never cut silently.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, autofocus, placeholder, options, schema, registry } = props;
  const text = value === undefined || value === null ? '' : String(value);
  const maxLength = schema.maxLength;
  const count = maxLength === undefined ? undefined : characterCount(text.length, maxLength);
  const countText = count ? themeText(registry, count.key, { count: count.count }) : '';
  const announced = useDebounced(countText, ANNOUNCE_DELAY_MS);
  const rows = typeof options.rows === 'number' ? options.rows : 5;
  return (
    <TextField
      {...controlProps(props)}
      {...textEvents(props)}
      className={inputStyles.textField}
      value={text}
      autoFocus={autofocus}
      // The counter goes last: what is wrong is read before how much room is left.
      aria-describedby={[describedBy(props), count && counterId(id)].filter(Boolean).join(' ') || undefined}
    >
      <TextArea
        className={`${inputStyles.input} ${inputStyles.textarea}`}
        rows={rows}
        placeholder={placeholder || undefined}
      />
      {count && (
        <span id={counterId(id)} className={fieldStyles.counter} data-over={count.over || undefined}>
          {countText}
        </span>
      )}
      {count && (
        <span className={themeStyles.visuallyHidden} aria-live="polite">
          {announced}
        </span>
      )}
    </TextField>
  );
}

function counterId(id: string): string {
  return `${id}__counter`;
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
