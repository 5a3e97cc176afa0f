import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { answerWith, makeContext, makeQuestion, options, renderQuestion } from './testing.tsx';

const grid = makeQuestion({
  id: 300,
  title: 'Water sources',
  uiType: 'DATAGRID',
  fieldType: null,
  rowQuestions: [
    makeQuestion({
      id: 301,
      title: 'Source',
      uiType: 'DROPDOWNLIST',
      fieldType: null,
      answers: options('Mains', 'Borehole'),
      sortOrder: 1,
    }),
    makeQuestion({ id: 302, title: 'Volume', fieldType: 'number', unitType: 'volume', sortOrder: 2 }),
    makeQuestion({ id: 303, title: 'Comment', fieldType: 'text', sortOrder: 3 }),
  ],
});

const ROWS = [
  { id: 'a', values: { 301: 2, 302: 120, 303: 'North pond' } },
  { id: 'b', values: { 301: 1, 302: 40, 303: 'Clubhouse' } },
];

/**
 * The grid's renderer and its dropdown column load on first use (DataGridEntry.tsx,
 * DropdownListEntry.tsx): wait for them as the page does.
 */
async function renderGrid(...args: Parameters<typeof renderQuestion>) {
  const view = renderQuestion(...args);
  await act(async () => {
    await Promise.all([import('./DataGrid.tsx'), import('./DropdownList.tsx')]);
  });
  return view;
}

describe('DATAGRID', () => {
  it('shows the rows as a table named by the question, choices by title, units in the headers', async () => {
    await renderGrid(grid, {
      answer: answerWith({ rows: ROWS }),
      context: makeContext({ unitSystem: 'british imperial' }),
    });
    const table = screen.getByRole('table', { name: 'Water sources' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Source', 'Volume (gal)', 'Comment', 'Actions']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Borehole', '120', 'North pond']);
  });

  it('adds a row in a dialog once every field is filled, each at most 250 characters', async () => {
    const { last, onChange } = await renderGrid(grid);
    expect(screen.getByText('No rows yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a row' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Volume' }), '75');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Comment' }));
    await userEvent.paste('x'.repeat(251));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Complete this answer')).toBeTruthy();
    expect(within(dialog).getByText('Enter an answer of at most 250 characters')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: /Source/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Mains' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Comment' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Mains meter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last().rows).toEqual([
      { id: expect.any(String), values: { 301: 1, 302: 75, 303: 'Mains meter' } },
    ]);
    expect(last().unitMeasurementType).toBe('metric');
    expect(screen.getByRole('cell', { name: 'Mains meter' })).toBeTruthy();
  });

  it('asks a row’s follow-up question while its option is chosen, and shows it beside the choice', async () => {
    // "Other" (option 3) asks what the source is; the answer sits in the row under its own id.
    const withOther = {
      ...grid,
      rowQuestions: grid.rowQuestions.map((column) =>
        column.id === 301
          ? {
              ...column,
              answers: options('Mains', 'Borehole', 'Other'),
              nestedQuestionsId: 3,
              nestedQuestions: [
                makeQuestion({ id: 304, title: 'What is the other source?', fieldType: 'text' }),
              ],
            }
          : column,
      ),
    };
    const { last, onChange } = await renderGrid(withOther);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a row' });
    expect(within(dialog).queryByRole('textbox', { name: 'What is the other source?' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Source/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Other' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Volume' }), '300');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Quarry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Complete this answer')).toBeTruthy();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What is the other source?' }),
      'Quarry lake',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));
    expect(last().rows).toEqual([
      { id: expect.any(String), values: { 301: 3, 302: 300, 303: 'Quarry', 304: 'Quarry lake' } },
    ]);
    expect(screen.getByRole('cell', { name: 'Other: Quarry lake' })).toBeTruthy();
  });

  it('starts a new row with the preselected option of a column', async () => {
    const [mains, borehole] = options('Mains', 'Borehole');
    const preselecting = {
      ...grid,
      rowQuestions: grid.rowQuestions.map((column) =>
        column.id === 301 ? { ...column, answers: [mains!, { ...borehole!, preselected: true }] } : column,
      ),
    };
    const { last } = await renderGrid(preselecting);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a row' });
    expect(within(dialog).getByRole('button', { name: /Source/ }).textContent).toContain('Borehole');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Volume' }), '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Well');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));
    expect(last().rows).toEqual([{ id: expect.any(String), values: { 301: 2, 302: 10, 303: 'Well' } }]);
  });

  it('works from the keyboard: Enter opens the dialog with focus inside, Escape closes it', async () => {
    await renderGrid(grid, { answer: answerWith({ rows: ROWS }) });
    const add = screen.getByRole('button', { name: 'Add row' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add a row' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('edits a row in place', async () => {
    const { last } = await renderGrid(grid, { answer: answerWith({ rows: ROWS }) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit row 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit row' });
    const comment = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Comment' });
    expect(comment.value).toBe('Clubhouse');
    await userEvent.type(comment, ' roof');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));
    expect(last().rows).toEqual([ROWS[0], { id: 'b', values: { 301: 1, 302: 40, 303: 'Clubhouse roof' } }]);
  });

  it('deletes a row only after confirming, and cancelling keeps it', async () => {
    const { last, onChange } = await renderGrid(grid, { answer: answerWith({ rows: ROWS }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this row?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(last().rows).toEqual([ROWS[1]]);
  });

  it('deletes the whole table after confirming', async () => {
    const { last } = await renderGrid(grid, { answer: answerWith({ rows: ROWS }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete table' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the whole table?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(last().rows).toEqual([]);
    expect(screen.getByText('No rows yet.')).toBeTruthy();
  });

  it('lays a vertical table out with one column per row', async () => {
    await renderGrid({ ...grid, verticalTableLayout: true }, { answer: answerWith({ rows: ROWS }) });
    const rowHeaders = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Source', 'Volume (m³)', 'Comment', 'Actions']);
  });

  it('names the cell of an engine error', async () => {
    await renderGrid(grid, {
      answer: answerWith({ rows: ROWS }),
      errors: [
        {
          field: '300.rows.1.303',
          code: 'ABOVE_MAX_VALUE',
          number: 105,
          message: 'Enter an answer of at most 250 characters',
        },
      ],
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Row 2, Comment: Enter an answer of at most 250 characters',
    );
  });

  it('offers no changes when read only', async () => {
    await renderGrid(grid, { answer: answerWith({ rows: ROWS }), context: makeContext({ readOnly: true }) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
