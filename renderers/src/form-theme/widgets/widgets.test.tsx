import { act, cleanup, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';

import { descriptionOf, renderForm } from '../testing.tsx';
import { SearchableSelect } from './SearchableSelect.tsx';
import { PendingSearchableSelect, SearchableSelectWidget } from './SearchableSelectWidget.tsx';

afterEach(cleanup);

const single = (name: string, schema: RJSFSchema, required = false): RJSFSchema => ({
  type: 'object',
  required: required ? [name] : [],
  properties: { [name]: schema },
});

describe('NumberWidget', () => {
  test('arrow keys and PageUp/PageDown do not change the value; a typed minus stays, with why', async () => {
    const { user } = renderForm({
      schema: single('area', { type: 'number', title: 'Area', multipleOf: 0.1 }),
    });
    const input = screen.getByRole('textbox', { name: 'Area' });
    await user.type(input, '12.5');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{PageUp}');
    expect((input as HTMLInputElement).value).toBe('12.5');
    await user.keyboard('{Home}-');
    expect((input as HTMLInputElement).value).toBe('-12.5');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  test('the mouse wheel does not change a focused value', async () => {
    const { user, onSubmit } = renderForm({
      schema: single('staff', { type: 'integer', title: 'Staff' }),
      formData: { staff: 7 },
    });
    const input = screen.getByRole('textbox', { name: 'Staff' });
    await user.click(input);
    fireEvent.wheel(input, { deltaY: -100 });
    fireEvent.wheel(input, { deltaY: -100 });
    expect((input as HTMLInputElement).value).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ staff: 7 });
  });

  test('a typed number is submitted as a number', async () => {
    const { user, onSubmit } = renderForm({ schema: single('area', { type: 'number', title: 'Area' }) });
    await user.type(screen.getByRole('textbox', { name: 'Area' }), '3.25');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ area: 3.25 });
  });
});

describe('SelectWidget', () => {
  const roles: RJSFSchema = {
    type: 'string',
    title: 'Role',
    oneOf: [
      { const: 'owner', title: 'Owner' },
      { const: 'other', title: 'Other' },
      { const: 'coaching', title: 'Coaching/Professional' },
      { const: 'committee', title: 'Committee/Volunteer' },
      { const: 'USER', title: 'User' },
    ],
  };

  /** The option texts of the browser's own select, in the order it offers them. */
  const optionTexts = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  test('options are alphabetical with Other last', () => {
    renderForm({ schema: single('role', roles) });
    // The first entry clears an optional choice.
    expect(optionTexts(screen.getByRole('combobox', { name: /Role/ }))).toEqual([
      'Select…',
      'Coaching/Professional',
      'Committee/Volunteer',
      'Owner',
      'User',
      'Other',
    ]);
  });

  test('an optional dropdown can be emptied again', async () => {
    const { user, onSubmit } = renderForm({ schema: single('role', roles) });
    const select = screen.getByRole('combobox', { name: /Role/ });
    await user.selectOptions(select, 'Owner');
    await user.selectOptions(select, 'Select…');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({});
  });

  test('a required dropdown left empty shows the required text; a choice is submitted', async () => {
    const { user, onSubmit } = renderForm({
      schema: single('role', roles, true),
      uiSchema: { role: { 'ui:placeholder': 'Choose a role' } },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /Role/ });
    expect(descriptionOf(select)).toBe('This field is required');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.selectedOptions[0]?.textContent).toBe('Choose a role');
    // Once chosen, a required dropdown cannot go back to nothing.
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Choose a role' }).disabled).toBe(true);

    await user.selectOptions(select, 'Owner');
    expect(descriptionOf(select)).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ role: 'owner' });
  });

  test('sort: false keeps the schema order', () => {
    renderForm({
      schema: single('role', roles, true),
      uiSchema: { role: { 'ui:options': { sort: false } } },
    });
    expect(optionTexts(screen.getByRole('combobox', { name: /Role/ }))).toEqual([
      'Select…',
      'Owner',
      'Other',
      'Coaching/Professional',
      'Committee/Volunteer',
      'User',
    ]);
  });

  const countries: RJSFSchema = {
    type: 'string',
    title: 'Country',
    description: 'Where the course is',
    enum: ['Germany', 'Ghana', 'Greece', 'Spain'],
  };

  test('a searchable dropdown filters as you type', async () => {
    const { user, onSubmit } = renderForm({
      schema: single('country', countries),
      uiSchema: { country: { 'ui:widget': SearchableSelectWidget } },
    });
    // The combo box loads on first render (SearchableSelectWidget.tsx): wait for it as the page does.
    await act(async () => {
      await import('./SearchableSelect.tsx');
    });
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'gr');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Greece']);
    await user.click(screen.getByRole('option', { name: 'Greece' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ country: 'Greece' });
  });

  test('while its code loads, a searchable dropdown shows the same box, text, name, description and error', () => {
    /** What a person and a screen reader meet: the box, its text, name, description and state. */
    const seen = (widget: typeof SearchableSelect, formData: Record<string, unknown>) => {
      const { container, unmount } = renderForm({
        schema: single('country', countries, true),
        uiSchema: { country: { 'ui:widget': widget, 'ui:placeholder': 'Choose…' } },
        formData,
        extraErrors: { country: { __errors: ['Choose a country'] } },
      });
      const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
      const group = input.parentElement;
      const box = group?.parentElement;
      const button = group?.querySelector('button');
      const shown = {
        box: box?.className,
        invalid: box?.getAttribute('data-invalid'),
        group: group?.className,
        input: input.className,
        text: input.value,
        placeholder: input.placeholder,
        description: descriptionOf(input),
        ariaInvalid: input.getAttribute('aria-invalid'),
        button: button?.className,
        chevron: button?.innerHTML,
        inputs: container.querySelectorAll('input:not([type=hidden])').length,
      };
      unmount();
      return shown;
    };
    for (const formData of [{ country: 'Greece' }, {}]) {
      const pending = seen(PendingSearchableSelect, formData);
      expect(pending).toEqual(seen(SearchableSelect, formData));
      expect(pending.invalid).toBe('true');
      expect(pending.description).toBe('Choose a country Where the course is');
    }
    expect(seen(PendingSearchableSelect, { country: 'Greece' }).text).toBe('Greece');
    expect(seen(PendingSearchableSelect, {}).placeholder).toBe('Choose…');
  });
});

describe('CheckboxWidget', () => {
  const terms = single('terms', { type: 'boolean', title: 'I agree to the {{link}}', const: true }, true);
  const termsUi = {
    terms: {
      'ui:options': {
        labelLink: { href: '/terms-and-conditions', text: 'terms & conditions' },
        requiredMessage: {
          key: 'registration.termsRequired',
          fallback: 'Please agree to the terms & conditions',
        },
      },
    },
  };

  test('an unticked terms box shows its own message; ticking it submits true', async () => {
    const { user, onSubmit } = renderForm({ schema: terms, uiSchema: termsUi });
    const box = screen.getByRole('checkbox', { name: /I agree to the terms & conditions/ });
    expect((box as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(box)).toBe('Please agree to the terms & conditions');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ terms: true });
  });

  test('the link in the label opens the terms in a new tab without ticking the box', () => {
    renderForm({ schema: terms, uiSchema: termsUi });
    const link = screen.getByRole('link', { name: /terms & conditions/ });
    expect(link.getAttribute('href')).toBe('/terms-and-conditions');
    expect(link.getAttribute('target')).toBe('_blank');
    // A bare click, as browsers send it: user-event would also click the box, which browsers do
    // not do for a link inside a label (HTML: interactive content does not activate its label).
    const click = createEvent.click(link);
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(false);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});

describe('PasswordWidget', () => {
  test('Show reveals the password and Hide masks it again', async () => {
    const { user } = renderForm({
      schema: single('password', { type: 'string', title: 'Password' }),
      uiSchema: { password: { 'ui:widget': 'password' } },
    });
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(input, 'golf2024');
    expect(input.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect((input as HTMLInputElement).value).toBe('golf2024');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('TextareaWidget', () => {
  test('the counter counts down while typing and counts up past the limit', async () => {
    const { user } = renderForm({
      schema: single('note', { type: 'string', title: 'Note', maxLength: 10 }),
      uiSchema: { note: { 'ui:widget': 'textarea' } },
    });
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(descriptionOf(note)).toBe('10 characters remaining');
    await user.type(note, 'Greens');
    expect(descriptionOf(note)).toBe('4 characters remaining');
    await user.type(note, 'kee');
    expect(descriptionOf(note)).toBe('1 character remaining');
    await user.type(note, 'per!!');
    expect(descriptionOf(note)).toBe('4 characters too many');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(note)).toBe('Enter at most 10 characters 4 characters too many');
  });
});

describe('RadioWidget and CheckboxesWidget', () => {
  test('radio and checkbox choices are submitted as their values', async () => {
    const { user, onSubmit } = renderForm({
      schema: {
        type: 'object',
        required: ['unit'],
        properties: {
          unit: {
            type: 'string',
            title: 'Measurement unit',
            enum: ['metric', 'british imperial', 'united states customary'],
          },
          waste: {
            type: 'array',
            title: 'Waste streams',
            uniqueItems: true,
            items: { type: 'string', enum: ['green', 'glass', 'metal'] },
          },
        },
      },
      uiSchema: { unit: { 'ui:widget': 'radio' } },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(screen.getByRole('radiogroup', { name: 'Measurement unit' }))).toBe(
      'This field is required',
    );

    await user.click(screen.getByRole('radio', { name: 'british imperial' }));
    const streams = screen.getByRole('group', { name: 'Waste streams' });
    await user.click(within(streams).getByRole('checkbox', { name: 'metal' }));
    await user.click(within(streams).getByRole('checkbox', { name: 'green' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ unit: 'british imperial', waste: ['green', 'metal'] });
  });
});
