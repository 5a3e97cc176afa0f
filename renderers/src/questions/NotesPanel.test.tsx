import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Note } from '@oncourse/engine';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';

import { NotesPanel } from './NotesPanel.tsx';
import notesStyles from './notes.module.css';
import './testing.tsx';

const text = (_key: string, fallback?: string) => fallback ?? _key;

function note(id: number, createDate: string, value: string): Note {
  return { id, questionId: 1, type: 'notes', createDate, value };
}

function renderPanel(notes: Note[], overrides: Partial<Parameters<typeof NotesPanel>[0]> = {}) {
  const handlers = {
    onCreate: vi.fn<(html: string) => Promise<void>>().mockResolvedValue(undefined),
    onUpdate: vi.fn<(id: number, html: string) => Promise<void>>().mockResolvedValue(undefined),
    onDelete: vi.fn<(id: number) => Promise<void>>().mockResolvedValue(undefined),
  };
  render(<NotesPanel notes={notes} text={text} {...handlers} {...overrides} />);
  return handlers;
}

function editor(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

describe('NotesPanel', () => {
  it('lists notes newest first, their markup kept and scripts dropped', () => {
    renderPanel([
      note(1, '2024-03-01T10:00:00Z', '<p>Older</p>'),
      note(
        2,
        '2025-01-05T10:00:00Z',
        '<p><strong>Newest</strong><script>alert(1)</script><img src=x onerror="alert(1)"></p>',
      ),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector(`.${notesStyles.noteBody}`)?.textContent)).toEqual([
      'Newest',
      'Older',
    ]);
    const newest = items[0]!.querySelector(`.${notesStyles.noteBody}`)!;
    expect(newest.querySelector('strong')?.textContent).toBe('Newest');
    expect(newest.querySelector('script, img')).toBeNull();
  });

  it('marks a note whose change waits to be sent, and still lets it be edited', async () => {
    const { onUpdate } = renderPanel([note(-3, '2025-01-05T10:00:00Z', '<p>Typed in the shed</p>')], {
      waiting: new Set([-3]),
      waitingLabel: 'Waiting to send',
    });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Waiting to send')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    await userEvent.click(editor('Edit note'));
    await userEvent.keyboard('Hedge: ');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onUpdate).toHaveBeenCalledWith(-3, expect.stringMatching(/^<p>.*Hedge: .*<\/p>$/));
    expect(onUpdate.mock.calls[0]![1]).toContain('Typed in the shed');
  });

  it('adds a note, counting the characters left of 2000', async () => {
    const { onCreate } = renderPanel([]);
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    expect(screen.getByText('2,000 characters remaining')).toBeTruthy();
    await userEvent.click(editor('Note'));
    await userEvent.keyboard('Aerated the 5th green');
    expect(screen.getByText('1,979 characters remaining')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(onCreate).toHaveBeenCalledWith('<p>Aerated the 5th green</p>');
    await waitFor(() => expect(screen.getByText('2,000 characters remaining')).toBeTruthy());
  });

  it('says the count left with the reader’s plural rules: 1 and 0 are singular in French', async () => {
    const french: Record<string, string> = {
      'questions.notes.remaining': '{count, plural, one {# caractère restant} other {# caractères restants}}',
      'questions.notes.over': '{count, plural, one {# caractère en trop} other {# caractères en trop}}',
    };
    const frenchText = (key: string, fallback?: string) => french[key] ?? fallback ?? key;
    const handlers = { onCreate: vi.fn(), onUpdate: vi.fn(), onDelete: vi.fn() };
    render(
      <I18nProvider locale="fr-FR">
        <NotesPanel notes={[]} text={frenchText} {...handlers} />
      </I18nProvider>,
    );
    // Testing Library reads the narrow no-break space French groups with as a space.
    expect(screen.getByText('2 000 caractères restants')).toBeTruthy();
    await userEvent.click(editor('Note'));
    await userEvent.paste('x'.repeat(1999));
    expect(screen.getByText('1 caractère restant')).toBeTruthy();
    await userEvent.paste('x');
    expect(screen.getByText('0 caractère restant')).toBeTruthy();
    await userEvent.paste('xx');
    expect(screen.getByText('2 caractères en trop')).toBeTruthy();
  });

  it('formats with the toolbar: Bold marks the selected text and shows as pressed', async () => {
    const { onCreate } = renderPanel([]);
    await userEvent.click(editor('Note'));
    await userEvent.keyboard('Greens');
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(onCreate).toHaveBeenCalledWith('<p><strong>Greens</strong></p>');
  });

  it('refuses an empty note and one over 2000 characters with the engine’s messages', async () => {
    const { onCreate } = renderPanel([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a note');
    await userEvent.click(editor('Note'));
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('1 character too many')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a note of at most 2000 characters');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('keeps the text and says so when saving fails', async () => {
    renderPanel([], { onCreate: vi.fn().mockRejectedValue(new Error('offline')) });
    await userEvent.click(editor('Note'));
    await userEvent.keyboard('Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The note could not be saved. Please try again.',
    );
    expect(editor('Note').textContent).toBe('Keep me');
  });

  it('edits a note', async () => {
    const { onUpdate } = renderPanel([note(7, '2025-01-05', '<p>First draft</p>')]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(editor('Edit note'));
    await userEvent.keyboard('Revised: ');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onUpdate).toHaveBeenCalledWith(7, expect.stringMatching(/^<p>.*Revised: .*<\/p>$/));
    expect(onUpdate.mock.calls[0]![1]).toContain('First draft');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).toBeNull());
  });

  it('deletes a note only after confirming', async () => {
    const { onDelete } = renderPanel([note(7, '2025-01-05', '<p>Gone soon</p>')]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this note?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(7);
  });

  it('only reads when read only', () => {
    renderPanel([note(7, '2025-01-05', '<p>Read me</p>')], { readOnly: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Read me')).toBeTruthy();
  });
});
