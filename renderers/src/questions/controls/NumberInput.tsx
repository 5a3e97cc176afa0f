import { useEffect, useRef, useState } from 'react';

import { guardNumberKeys } from '../../form-theme/widgets/numberKeys.ts';

export type NumberValue = number | string | null;

interface NumberInputProps {
  id: string;
  value: unknown;
  onChange: (value: NumberValue) => void;
  /** 100 for percentages. */
  max?: number | undefined;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
  placeholder?: string | null | undefined;
}

const PLAIN_NUMBER = /^\d*\.?\d*$/;

/** What a typed text stores: nothing, a number, or the text itself so validation can name the problem. */
function toValue(text: string): NumberValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return PLAIN_NUMBER.test(trimmed) && Number.isFinite(number) ? number : trimmed;
}

function toText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/**
 * A number answer, step 0.01 (spec 001 §5). Arrow keys, minus and the mouse wheel do not change
 * it: a figure someone scrolls past must not change on its own. Every keystroke reports the value,
 * so calculations follow as the person types; a half-typed "1." stays on screen as typed.
 */
export function NumberInput({
  id,
  value,
  onChange,
  max,
  invalid,
  labelledBy,
  describedBy,
  readOnly,
  placeholder,
}: NumberInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The answer changed from outside (prefill, a reset): show it unless it is what is being typed.
    setSeen(value);
    if (toValue(draft) !== value) setDraft(toText(value));
  }

  useEffect(() => {
    const input = ref.current;
    if (!input) return undefined;
    // React's wheel listener is passive and cannot cancel; this one can, and only while focused
    // (an unfocused number input ignores the wheel anyway, so the page still scrolls past it).
    const stopWheel = (event: WheelEvent) => {
      if (input.ownerDocument.activeElement === input) event.preventDefault();
    };
    input.addEventListener('wheel', stopWheel, { passive: false });
    return () => input.removeEventListener('wheel', stopWheel);
  }, []);

  return (
    <input
      ref={ref}
      id={id}
      className="oc-input oc-input-number"
      type="number"
      inputMode="decimal"
      step="0.01"
      min={0}
      max={max}
      value={draft}
      readOnly={readOnly}
      placeholder={placeholder ?? undefined}
      aria-invalid={invalid || undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={guardNumberKeys}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(toValue(event.target.value));
      }}
    />
  );
}
