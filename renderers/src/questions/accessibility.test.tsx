import { render } from '@testing-library/react';
import axe from 'axe-core';
import { sortBySortOrder, validateAnswers } from '@oncourse/engine';
import type { Answer, QuestionSet, Section, ValidationError } from '@oncourse/engine';
// The Node entry of the fixtures is the one way to every question set; this test runs in Node.
// eslint-disable-next-line no-restricted-imports
import { loadAnswerSets, loadQuestionSets } from '@oncourse/fixtures';
import { describe, expect, it } from 'vitest';

import { FieldSetView } from './FieldSetView.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { makeContext } from './testing.tsx';

const sets = loadQuestionSets().map((file) => file.questionSet);
const answerSets = loadAnswerSets();

function answersFor(questionSet: QuestionSet): Record<string, Answer> {
  return answerSets.find((set) => set.questionSetId === questionSet.id)?.answers ?? {};
}

/** A whole section as a review page shows it: every field set, with the set's answers and their errors. */
function renderSection(
  section: Section,
  answers: Record<string, Answer>,
  errors: Record<string, ValidationError[]>,
) {
  const context = makeContext({ organisationGroup: 'members-club' });
  return render(
    <main>
      <h1>{section.title}</h1>
      {sortBySortOrder(section.subsections).map((subsection) => (
        <section key={subsection.id} aria-label={subsection.title}>
          <h2>{subsection.title}</h2>
          {sortBySortOrder(subsection.fieldSets).map((fieldSet) => (
            <FieldSetView
              key={fieldSet.id}
              fieldSet={fieldSet}
              answers={answers}
              errors={errors}
              context={context}
              onChange={() => undefined}
              onNotes={() => undefined}
            />
          ))}
        </section>
      ))}
    </main>,
  );
}

function errorsByQuestion(
  section: Section,
  answers: Record<string, Answer>,
): Record<string, ValidationError[]> {
  const byQuestion: Record<string, ValidationError[]> = {};
  for (const error of validateAnswers(section, answers, { today: '2025-06-15', requireAnswers: true })) {
    const id = error.field.split('.')[0]!;
    (byQuestion[id] ??= []).push(error);
  }
  return byQuestion;
}

/** What axe finds wrong; it must also have checked labelled controls, or the run proves nothing. */
async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs layout, which jsdom does not do; the theme's colours are checked by hand.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.map((rule) => rule.id)).toContain('label');
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

describe('accessibility of a rendered section (axe)', { timeout: 60_000 }, () => {
  for (const questionSet of sets) {
    const section = sortBySortOrder(questionSet.sections)[0]!;
    it(`${questionSet.slug}: "${section.title}" with its answers has no violations`, async () => {
      const answers = answersFor(questionSet);
      const { container } = renderSection(section, answers, {});
      expect(await violations(container)).toEqual([]);
    });
  }

  it('a section with every error shown has no violations', async () => {
    const questionSet = sets.find((set) => set.slug === 'approach')!;
    const section = sortBySortOrder(questionSet.sections)[0]!;
    const errors = errorsByQuestion(section, {});
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    const { container } = renderSection(section, {}, errors);
    expect(await violations(container)).toEqual([]);
  });

  it('the notes panel with notes has no violations', async () => {
    const notes = Object.values(answerSets.flatMap((set) => Object.values(set.answers))).flatMap(
      (answer) => answer.notes,
    );
    expect(notes.length).toBeGreaterThan(0);
    const { container } = render(
      <main>
        <NotesPanel
          notes={notes}
          text={(_key, fallback) => fallback ?? _key}
          onCreate={async () => undefined}
          onUpdate={async () => undefined}
          onDelete={async () => undefined}
        />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
