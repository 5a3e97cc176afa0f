import { Input, TextArea, TextField } from 'react-aria-components';
import type { FieldType } from '@oncourse/engine';

import type { QuestionContext } from '../types.ts';
import { NumberInput } from './NumberInput.tsx';
import type { NumberValue } from './NumberInput.tsx';
import inputStyles from '../../form-theme/widgets/input.module.css';

export interface TextValueInputProps {
  id: string;
  fieldType: FieldType | null;
  value: unknown;
  onChange: (value: NumberValue) => void;
  /** The unit shown after the input ('ha', '%'); its id joins the control's description. */
  unit: string | null;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
  placeholder?: string | null | undefined;
  /** yyyy-MM-dd: the latest date a date field offers. */
  today: string;
  /** Decimals a number may have (0 for counts), from the engine's ranges. */
  decimals: number;
  /** The catalogue lookup, for the number input's messages. */
  text: QuestionContext['text'];
}

const TEXT_TYPES = { email: 'email', url: 'url' } as const;

/**
 * The input of a text-like answer by its field type: text, textarea, e-mail, web address, number,
 * percentage or date (yyyy-MM-dd, not after today). Empty text stores null.
 */
export function TextValueInput(props: TextValueInputProps) {
  const { id, fieldType, value, onChange, unit, invalid, labelledBy, readOnly, placeholder, today } = props;
  const unitId = `${id}-unit`;
  if (fieldType === 'number' || fieldType === 'percentage') {
    return (
      <NumberInput
        id={id}
        value={value}
        onChange={onChange}
        unit={unit ? { id: unitId, text: unit } : null}
        invalid={invalid}
        labelledBy={labelledBy}
        describedBy={props.describedBy}
        readOnly={readOnly}
        placeholder={placeholder}
        text={props.text}
        decimals={props.decimals}
      />
    );
  }
  const describedBy = [props.describedBy, unit ? unitId : null].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (fieldType === 'date') {
    return (
      <input
        id={id}
        className={`${inputStyles.input} ${inputStyles.inputDate}`}
        type="date"
        max={today}
        value={text}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
    );
  }
  const type = fieldType === 'email' || fieldType === 'url' ? TEXT_TYPES[fieldType] : 'text';
  return (
    <TextField
      id={id}
      className={inputStyles.textField}
      type={type}
      value={text}
      onChange={(next) => onChange(next === '' ? null : next)}
      isInvalid={invalid}
      isReadOnly={readOnly}
      validationBehavior="aria"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {fieldType === 'textarea' ? (
        <TextArea
          className={`${inputStyles.input} ${inputStyles.textarea}`}
          placeholder={placeholder ?? undefined}
          rows={4}
        />
      ) : (
        <Input className={inputStyles.input} placeholder={placeholder ?? undefined} />
      )}
    </TextField>
  );
}
