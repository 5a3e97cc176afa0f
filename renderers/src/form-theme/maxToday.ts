import type { FormValidation, UiSchema } from '@rjsf/utils';

import { isAfterToday } from './dates.ts';
import { onCourseOptions } from './uiOptions.ts';

/**
 * Adds `message` to every date field marked `ui:options.maxToday` whose value lies after today
 * (docs/reviews.md#input-rules: date picker, max today). JSON Schema cannot say "today", so this runs beside ajv.
 */
export function addMaxTodayErrors(
  data: unknown,
  errors: FormValidation | undefined,
  uiSchema: UiSchema | undefined,
  message: string,
  now = new Date(),
): void {
  if (!uiSchema || !errors) return;
  if (onCourseOptions(uiSchema).maxToday && typeof data === 'string' && isAfterToday(data, now)) {
    errors.addError(message);
  }
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || typeof child !== 'object' || child === null) continue;
    const childUi = child as UiSchema;
    if (key === 'items' && Array.isArray(data)) {
      data.forEach((item, index) =>
        addMaxTodayErrors(item, fieldErrors(errors, String(index)), childUi, message, now),
      );
    } else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      addMaxTodayErrors(
        (data as Record<string, unknown>)[key],
        fieldErrors(errors, key),
        childUi,
        message,
        now,
      );
    }
  }
}

function fieldErrors(errors: FormValidation, key: string): FormValidation | undefined {
  const child: unknown = (errors as Record<string, unknown>)[key];
  return typeof child === 'object' && child !== null && 'addError' in child
    ? (child as FormValidation)
    : undefined;
}
