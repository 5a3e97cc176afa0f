import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionSet } from '@oncourse/engine';
import { emptyAnswer, type Answer } from '@oncourse/engine';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ensureFullCatalogue } from '../i18n/i18n';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import { ConflictDialog } from './ConflictDialog';
import type { Conflict } from './save-queue';

// The fixtures' question sets, read from disk (app lint keeps browser code to the strings JSON).
const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/question-sets', `${name}.json`), 'utf8'),
  ) as QuestionSet;
const NATURE = readSet('nature');

afterEach(cleanup);

// jsdom lacks CSS.escape, which react-aria's dialogs call (render-app polyfills it for whole-app tests).
const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

const questions = new Map(
  NATURE.sections.flatMap((section) =>
    section.subsections.flatMap((subsection) =>
      subsection.fieldSets.flatMap((fieldSet) =>
        fieldSet.questions.map((question) => [String(question.id), question] as const),
      ),
    ),
  ),
);

function questionOf(uiType: string, fieldType?: string) {
  const found = [...questions.values()].find(
    (question) => question.uiType === uiType && (fieldType === undefined || question.fieldType === fieldType),
  );
  if (!found) throw new Error(`no ${uiType} question in the fixture`);
  return found;
}

const text = questionOf('TEXTINPUTS', 'textarea');
const list = questionOf('MULTIPLECHOICE');
const dropdown = questionOf('DROPDOWNLIST');
const [firstOption, secondOption] = dropdown.answers;

function answer(value: Answer['value']): Answer {
  return { ...emptyAnswer(), value, savelater: true };
}

const conflicts: Conflict[] = [
  {
    questionId: String(text.id),
    mine: answer('Survey by the county trust'),
    theirs: answer('Own survey, 2021'),
  },
  {
    questionId: String(dropdown.id),
    mine: answer(firstOption?.id ?? 0),
    theirs: answer(secondOption?.id ?? 0),
  },
];

async function renderDialog(shown: Conflict[] = conflicts) {
  const services = createServices({
    baseUrl: 'http://localhost',
    fetch: createFakeFetch({}).fetch,
    navigate: () => undefined,
  });
  // Signed-in texts are not bundled: the app loads them before a signed-in page renders.
  await ensureFullCatalogue(services.catalogue);
  const onResolve = vi.fn();
  const onCancel = vi.fn();
  render(
    <ServicesProvider services={services}>
      <ConflictDialog conflicts={shown} questions={questions} onResolve={onResolve} onCancel={onCancel} />
    </ServicesProvider>,
  );
  return { onResolve, onCancel };
}

describe('conflict dialog', () => {
  it("shows the other person's value beside mine for every conflicting question", async () => {
    await renderDialog();
    // The same person saving in another tab gets this too: it blames no one it cannot name.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'These answers were saved elsewhere while you were editing',
    });
    expect(dialog.textContent).toContain('in another tab or window, or by someone else');
    expect(dialog.textContent).not.toContain('Someone else in your organisation saved');
    const textChoice = within(dialog).getByRole('radiogroup', { name: text.title });
    expect(
      within(textChoice).getByRole('radio', { name: /Keep my answer.*Survey by the county trust/ }),
    ).toBeTruthy();
    expect(
      within(textChoice).getByRole('radio', { name: /Take the saved answer.*Own survey, 2021/ }),
    ).toBeTruthy();
    // Choices show their option titles, not ids.
    const dropdownChoice = within(dialog).getByRole('radiogroup', { name: dropdown.title });
    expect(
      within(dropdownChoice).getByRole('radio', {
        name: new RegExp(`Take the saved answer.*${secondOption?.title}`),
      }),
    ).toBeTruthy();
  });

  it('saves only once every question is decided, with the choice made for each', async () => {
    const user = userEvent.setup();
    const { onResolve } = await renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    const save = within(dialog).getByRole('button', { name: 'Save my choices' });
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: text.title })).getByRole('radio', {
        name: /Keep my answer/,
      }),
    );
    expect(
      save.hasAttribute('disabled') ||
        save.getAttribute('aria-disabled') === 'true' ||
        save.hasAttribute('data-disabled'),
    ).toBe(true);

    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: dropdown.title })).getByRole('radio', {
        name: /Take the saved answer/,
      }),
    );
    await user.click(save);
    expect(onResolve).toHaveBeenCalledWith({ [String(text.id)]: 'mine', [String(dropdown.id)]: 'theirs' });
  });

  it('offers to keep both people’s ticks on a list, showing what that keeps', async () => {
    const user = userEvent.setup();
    const [a, b, c] = list.answers;
    const { onResolve } = await renderDialog([
      { questionId: String(list.id), mine: answer([a!.id, c!.id]), theirs: answer([b!.id]) },
      ...conflicts,
    ]);
    const dialog = await screen.findByRole('alertdialog');
    const choice = within(dialog).getByRole('radiogroup', { name: list.title });
    const keepBoth = within(choice).getByRole('radio', { name: /Keep both/ });
    for (const option of [a, b, c]) expect(keepBoth.closest('label')?.textContent).toContain(option!.title);
    // One value cannot be kept twice: a text answer offers no such choice.
    const textChoice = within(dialog).getByRole('radiogroup', { name: text.title });
    expect(within(textChoice).queryByRole('radio', { name: /Keep both/ })).toBeNull();

    await user.click(keepBoth);
    await user.click(within(textChoice).getByRole('radio', { name: /Keep my answer/ }));
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: dropdown.title })).getByRole('radio', {
        name: /Keep my answer/,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(onResolve).toHaveBeenCalledWith(expect.objectContaining({ [String(list.id)]: 'both' }));
  });

  it('Decide later saves nothing', async () => {
    const user = userEvent.setup();
    const { onResolve, onCancel } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Decide later' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onResolve).not.toHaveBeenCalled();
  });
});
