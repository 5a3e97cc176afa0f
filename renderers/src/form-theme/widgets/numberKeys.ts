import type { KeyboardEvent } from 'react';

// Keys that would change a number without the person typing it (spec 000 §5, 001 §5): arrows step
// the value, minus makes it negative, PageUp/PageDown step it further.
const BLOCKED = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', '-', 'Subtract']);
// Home/End keep their caret movement but must not jump the value to its minimum or maximum.
const CARET_ONLY = new Set(['Home', 'End']);

/**
 * Capture-phase key guard for a number input: stops the keys that would change the value on
 * their own before react-aria's spin-button handlers see them.
 */
export function guardNumberKeys(event: KeyboardEvent): void {
  if (BLOCKED.has(event.key)) {
    event.preventDefault();
    event.stopPropagation();
  } else if (CARET_ONLY.has(event.key)) {
    event.stopPropagation();
  }
}

/** The number of decimals a step allows: 0.01 → 2, 1 → 0. */
export function stepDecimals(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  const exponent = /e-(\d+)$/.exec(String(step));
  return exponent ? Number(exponent[1]) : fraction.length;
}
