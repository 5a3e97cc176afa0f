import fieldStyles from './templates/field.module.css';
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled])',
  'select:not([disabled]):not([tabindex="-1"])',
  'button:not([disabled]):not([tabindex="-1"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Moves focus to the first field in error in document order (not ajv's order), so after a failed
 * submit the keyboard and screen-reader user lands on what needs fixing. Returns the focused element.
 */
export function focusFirstInvalid(container: HTMLElement | null): HTMLElement | undefined {
  const field = container?.querySelector<HTMLElement>(`.${fieldStyles.field}[data-invalid]`);
  if (!field) return undefined;
  const target = Array.from(field.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
  target?.focus();
  return target;
}
