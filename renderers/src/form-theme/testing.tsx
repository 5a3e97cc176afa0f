import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { numberWidgets } from './numberWidgets.ts';
import { OnCourseForm } from './OnCourseForm.tsx';
import type { OnCourseFormProps } from './OnCourseForm.tsx';
import { runtimeFormValidator } from './runtime-validator.ts';

// jsdom has no CSS.escape, which react-aria's popovers call; enough of it for the names they escape.
const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

/**
 * Renders an OnCourseForm with a spy as onSubmit (and ajv compiling the schema, as no build step
 * precompiled it) and the number input; returns the spy and a user-event session.
 */
export function renderForm(
  props: Omit<OnCourseFormProps, 'onSubmit' | 'validator'> &
    Partial<Pick<OnCourseFormProps, 'onSubmit' | 'validator'>>,
  options?: RenderOptions,
) {
  const onSubmit = vi.fn<OnCourseFormProps['onSubmit']>();
  const user = userEvent.setup();
  const view = render(
    <OnCourseForm
      onSubmit={onSubmit}
      validator={runtimeFormValidator<Record<string, unknown>>()}
      widgets={numberWidgets}
      {...props}
    />,
    options,
  );
  return { ...view, user, onSubmit };
}

/** The texts of a control's aria-describedby targets, joined: what a screen reader reads after the name. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
