import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { controlProps } from './controlProps.ts';
import { DropdownList } from './DropdownList.tsx';
import { PendingDropdownList } from './DropdownListEntry.tsx';
import { answerWith, makeContext, makeQuestion, options, renderQuestion } from './testing.tsx';
import type { QuestionRendererProps } from './types.ts';
import { SELECT_CLASSES } from './controls/selectClasses.ts';

// Authored as a scale: the order comes from sortOrder, which is neither the ids' nor the alphabet's.
const LIST = options('Yes', 'Other (please specify)', 'In progress', 'No').map((option, index) => ({
  ...option,
  sortOrder: [2, 4, 3, 1][index]!,
}));

/** The dropdown loads on first use (DropdownListEntry.tsx): wait for it as the page does. */
async function renderDropdown(...args: Parameters<typeof renderQuestion>) {
  const view = renderQuestion(...args);
  await act(async () => {
    await import('./DropdownList.tsx');
  });
  return view;
}

describe('DROPDOWNLIST', () => {
  it('offers the options in their authored order (sortOrder), not alphabetically, and reports the chosen id', async () => {
    const question = makeQuestion({
      title: 'Main water source',
      uiType: 'DROPDOWNLIST',
      fieldType: null,
      answers: LIST,
    });
    const { last } = await renderDropdown(question);
    await userEvent.click(screen.getByRole('button', { name: /Main water source/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No', 'Yes', 'In progress', 'Other (please specify)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'No' }));
    expect(last().value).toBe(4);
  });

  it('lets an optional dropdown go back to nothing chosen', async () => {
    const question = makeQuestion({ uiType: 'DROPDOWNLIST', fieldType: null, answers: LIST, optional: true });
    const { last } = await renderDropdown(question, { answer: answerWith({ value: 1 }) });
    await userEvent.click(screen.getByRole('button', { name: /Yes/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Select…' }),
    );
    expect(last().value).toBeNull();
  });

  it('while its code loads, shows the chosen option in the same box, named and described the same', () => {
    const question = makeQuestion({
      title: 'Main water source',
      uiType: 'DROPDOWNLIST',
      fieldType: null,
      answers: LIST,
    });
    const props: QuestionRendererProps = {
      question,
      answer: answerWith({ value: 3 }),
      errors: [
        {
          field: String(question.id),
          code: 'REQUIRED_FIELD_MISSING',
          number: 101,
          message: 'Complete this answer',
        },
      ],
      context: makeContext(),
      onChange: () => {},
    };
    /** What a person and a screen reader meet: the box, its text, name, description and state. */
    const seen = (element: React.JSX.Element) => {
      const { container, unmount } = render(
        <>
          <span id={controlProps(props).labelledBy}>{question.title}</span>
          {element}
        </>,
      );
      const trigger = screen.getByRole('button', { name: 'In progress Main water source' });
      const box = container.querySelector(`.${SELECT_CLASSES.root}`);
      const shown = {
        box: box?.className,
        invalid: box?.getAttribute('data-invalid'),
        trigger: trigger.className,
        text: trigger.textContent,
        describedBy: trigger.getAttribute('aria-describedby'),
      };
      unmount();
      return shown;
    };
    const pending = seen(<PendingDropdownList {...props} />);
    expect(pending).toEqual(seen(<DropdownList {...props} />));
    expect(pending.invalid).toBe('true');
  });
});
