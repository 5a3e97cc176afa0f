import { act, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';

import { OnCourseForm } from './OnCourseForm.tsx';
import layoutStyles from './templates/layout.module.css';
import { runtimeFormValidator } from './runtime-validator.ts';
import { descriptionOf, renderForm } from './testing.tsx';

const FORM_MESSAGE = 'Please check the form and correct the missing fields';
const CORRECT_MESSAGE = 'Please check the form and correct the marked fields';

const registration: RJSFSchema = {
  type: 'object',
  required: ['firstName', 'email'],
  properties: {
    firstName: { type: 'string', title: 'First name', maxLength: 500 },
    email: { type: 'string', title: 'E-mail', format: 'email', maxLength: 254 },
  },
};

describe('OnCourseForm', () => {
  test('keeps what was typed when the schema changes, as when an option list arrives late', async () => {
    const initial = { email: 'ann@example.org' };
    const { user, rerender, onSubmit } = renderForm({ schema: registration, formData: initial });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');

    const withLanguages: RJSFSchema = {
      ...registration,
      properties: {
        ...registration.properties,
        language: { type: 'string', title: 'Language', enum: ['en', 'de'] },
      },
    };
    rerender(
      <OnCourseForm<Record<string, unknown>>
        validator={runtimeFormValidator()}
        schema={withLanguages}
        formData={initial}
        onSubmit={onSubmit}
      />,
    );

    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ann');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      'ann@example.org',
    );
  });

  test('keeps what was typed when the caller re-renders with equal data in a new object', async () => {
    const { user, rerender, onSubmit } = renderForm({ schema: registration, formData: { firstName: 'Ann' } });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.org');
    rerender(
      <OnCourseForm<Record<string, unknown>>
        validator={runtimeFormValidator()}
        schema={registration}
        formData={{ firstName: 'Ann' }}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      'ann@example.org',
    );
  });

  test('takes new data when the caller passes new data', () => {
    const { rerender, onSubmit } = renderForm({ schema: registration, formData: { firstName: 'Ann' } });
    rerender(
      <OnCourseForm<Record<string, unknown>>
        validator={runtimeFormValidator()}
        schema={registration}
        formData={{ firstName: 'Bea' }}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Bea');
  });

  test('a required field says nothing until the first submit, then shows the required text', async () => {
    const { user } = renderForm({ schema: registration });
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.type(firstName, 'Ann');
    await user.clear(firstName);
    await user.tab();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(firstName.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(firstName)).toBe('This field is required');
  });

  test('an invalid e-mail says to enter a valid e-mail address on that field', async () => {
    const { user, onSubmit } = renderForm({ schema: registration });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'E-mail' }))).toBe(
      'Enter a valid e-mail address',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a failed submit shows the form-level message as an alert and focuses the first field in error', async () => {
    const { user } = renderForm({ schema: { ...registration, required: ['email', 'firstName'] } });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGE);
    // Document order, not the order of the schema's required list.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
  });

  test('a form with every field filled but one value wrong does not speak of missing fields', async () => {
    const { user } = renderForm({ schema: registration });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(CORRECT_MESSAGE);
    expect(screen.getByRole('alert').textContent).not.toMatch(/missing/i);
  });

  test('a form with an empty required field and a wrong value says fields are missing', async () => {
    const { user } = renderForm({ schema: registration });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGE);
  });

  test('after a failed submit errors follow the typing, and the alert goes once all is fixed', async () => {
    const { user } = renderForm({ schema: registration });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(email, 'ann');
    expect(descriptionOf(email)).toBe('Enter a valid e-mail address');
    expect(screen.getByRole('alert')).toBeTruthy();

    await user.type(email, '@example.org');
    expect(descriptionOf(email)).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('each failed submit announces the form-level message again', async () => {
    const { user } = renderForm({ schema: registration });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = screen.getByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // A new alert element: screen readers announce alerts when they are inserted.
    expect(screen.getByRole('alert')).not.toBe(first);
  });

  test('a message about the whole submit shows as an alert under the form', () => {
    renderForm({ schema: registration, formError: 'Incorrect email or please update your password' });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or please update your password');
  });

  test('a valid submit calls onSubmit with the data', async () => {
    const { user, onSubmit } = renderForm({ schema: registration });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ firstName: 'Ann', email: 'ann@example.org' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a server error shows on its field, without the form-level message, until the field is edited', async () => {
    const duplicate = 'This e-mail address is already registered, please return to login';
    const formData: Record<string, unknown> = { firstName: 'Ann', email: 'ann@example.org' };
    const { user, rerender, onSubmit } = renderForm({ schema: registration, formData });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <OnCourseForm<Record<string, unknown>>
        validator={runtimeFormValidator()}
        schema={registration}
        formData={formData}
        extraErrors={{ email: { __errors: [duplicate] } }}
        onSubmit={onSubmit}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(descriptionOf(email)).toBe(duplicate);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus moves to the field so a screen reader reads the server's message.
    expect(document.activeElement).toBe(email);

    await user.type(email, 'x');
    expect(descriptionOf(email)).toBe('');
  });

  test('messages and the button label come from the app translator', async () => {
    const german: Record<string, string> = {
      'errors.required': 'Dieses Feld ist erforderlich',
      'errors.formInvalid': 'Bitte überprüfen Sie das Formular',
    };
    const { user } = renderForm({
      schema: registration,
      t: (key, fallback) => german[key] ?? fallback,
      submitLabel: 'Registrieren',
    });
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'First name' }))).toBe(
      'Dieses Feld ist erforderlich',
    );
    expect(screen.getByRole('alert').textContent).toBe('Bitte überprüfen Sie das Formular');
  });

  test('while busy a second submit is ignored', async () => {
    const formData = { firstName: 'Ann', email: 'ann@example.org' };
    const { user, onSubmit } = renderForm({ schema: registration, formData, busy: true });
    const button = screen.getByRole('button', { name: /Submit/ });
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Please wait' })).toBeTruthy();
  });

  test('an onSubmit promise keeps the form pending until it settles', async () => {
    let finish = () => {};
    const formData = { firstName: 'Ann', email: 'ann@example.org' };
    const { user, onSubmit } = renderForm({ schema: registration, formData });
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: /Submit/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a date marked maxToday rejects a future date', async () => {
    const { user, onSubmit } = renderForm({
      schema: {
        type: 'object',
        properties: { visited: { type: 'string', format: 'date', title: 'Visited on' } },
      },
      uiSchema: { visited: { 'ui:options': { maxToday: true } } },
      formData: { visited: '2999-01-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Visited on/).getAttribute('aria-describedby')).toBeTruthy();
    // The only problem is a rule, so the alert names it rather than 'missing fields'.
    expect(screen.getByRole('alert').textContent).toBe('Enter a date no later than today');
    expect(screen.getAllByText('Enter a date no later than today')).toHaveLength(2);
  });

  test('the alert keeps the missing-fields text when a required field is empty', async () => {
    const { user } = renderForm({
      schema: {
        type: 'object',
        required: ['visited'],
        properties: { visited: { type: 'string', format: 'date', title: 'Visited on' } },
      },
      uiSchema: { visited: { 'ui:options': { maxToday: true } } },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please check the form and correct the missing fields',
    );
  });

  test('a grid lays fields out in the configured number of columns', () => {
    const { container } = renderForm({
      schema: registration,
      uiSchema: { 'ui:options': { columns: 2 }, email: { 'ui:options': { colSpan: 'full' } } },
    });
    const grid = container.querySelector<HTMLElement>(`.${layoutStyles.grid}`);
    expect(grid?.style.getPropertyValue('--oc-columns')).toBe('2');
    const cells = container.querySelectorAll<HTMLElement>(`.${layoutStyles.gridCell}`);
    expect(cells[1]?.style.getPropertyValue('--oc-span')).toBe('2');
  });
});
