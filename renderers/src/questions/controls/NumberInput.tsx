import { LIMITS } from '@oncourse/engine';

import { interpolate } from '../../form-theme/translate.ts';
import { NUMBER_STRINGS } from '../../numbers/strings.ts';
import { NumberTextInput } from '../../numbers/NumberTextInput.tsx';
import type { NumberSay, NumberValue } from '../../numbers/NumberTextInput.tsx';
import type { QuestionContext } from '../types.ts';

export type { NumberValue };

interface NumberInputProps {
  id: string;
  value: unknown;
  onChange: (value: NumberValue) => void;
  /** The unit after the figure ('ha', '%'), with the id that joins it to the input's description. */
  unit: { id: string; text: string } | null;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
  placeholder?: string | null | undefined;
  text: QuestionContext['text'];
  /** 0 for counts; otherwise the engine's LIMITS.decimals. */
  decimals?: number;
}

/**
 * A number answer: the shared number input with the decimals the engine keeps for every figure
 * (LIMITS.decimals), so what validation accepts and what the input takes are the same.
 */
export function NumberInput({
  id,
  value,
  onChange,
  unit,
  invalid,
  labelledBy,
  describedBy,
  readOnly,
  placeholder,
  text,
  decimals = LIMITS.decimals,
}: NumberInputProps) {
  const say: NumberSay = (key, values) => interpolate(text(key, NUMBER_STRINGS[key]), values);
  return (
    <NumberTextInput
      id={id}
      value={value}
      onChange={onChange}
      decimals={decimals}
      say={say}
      invalid={invalid}
      readOnly={readOnly}
      placeholder={placeholder}
      unit={unit}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    />
  );
}
