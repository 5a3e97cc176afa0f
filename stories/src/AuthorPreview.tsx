import { useCallback, useMemo, useState } from 'react';
import { prefill, progress, sortBySortOrder, validateAnswers } from '@oncourse/engine';
import type { Answer, Note, UnitSystem, ValidationError } from '@oncourse/engine';
import { FieldSetView, NotesPanel } from '@oncourse/renderers';
import type { QuestionContext } from '@oncourse/renderers';

import { answerSets, catalogues, questionSets } from './fixtures.ts';
import { ThemeFrame } from './theme.tsx';
import type { Theme } from './theme.tsx';

export interface AuthorPreviewProps {
  /** Slug of a fixture question set. */
  questionSet: string;
  language: string;
  /** ISO code: picks the guidance. */
  country: string;
  unitSystem: UnitSystem;
  /** Annual data only: the year shown; a year without answers is prefilled from the one before. */
  year: number;
  theme: Theme;
  organisationGroup: string;
  tournamentGroup: string;
  /** Show the messages a Save as Complete would give. */
  showErrors: boolean;
}

const TODAY = '2025-06-15';

function storedAnswers(questionSetId: number, year: number | null): Record<string, Answer> {
  return answerSets.find((set) => set.questionSetId === questionSetId && set.year === year)?.answers ?? {};
}

/**
 * A whole question set as facilities will see it, for content authors to check before it ships:
 * every active section and field set, the stored example answers (annual data by year, prefilled
 * from the year before as the server does), guidance for the chosen country and groups.
 */
export function AuthorPreview(props: AuthorPreviewProps) {
  const { questionSet: slug, year } = props;
  const set = questionSets[slug];
  if (!set) return <p>No question set “{slug}”.</p>;
  const annual = set.kind === 'ANNUAL_DATA';
  const start = annual
    ? prefill(storedAnswers(set.id, year), storedAnswers(set.id, year - 1))
    : { answers: storedAnswers(set.id, null), prefilled: [] };
  return (
    <Preview
      key={`${slug}-${annual ? year : ''}`}
      {...props}
      initial={start.answers}
      prefilled={start.prefilled.length}
    />
  );
}

function Preview({
  questionSet: slug,
  language,
  country,
  unitSystem,
  year,
  theme,
  organisationGroup,
  tournamentGroup,
  showErrors,
  initial,
  prefilled,
}: AuthorPreviewProps & { initial: Record<string, Answer>; prefilled: number }) {
  const set = questionSets[slug]!;
  const [answers, setAnswers] = useState(initial);
  const [notesFor, setNotesFor] = useState<number | null>(null);
  const onChange = useCallback(
    (id: number, answer: Answer) => setAnswers((current) => ({ ...current, [id]: answer })),
    [],
  );
  const catalogue = catalogues[language] ?? catalogues.en;
  const context = useMemo<QuestionContext>(
    () => ({
      unitSystem,
      country,
      organisationGroup,
      tournamentGroup,
      today: TODAY,
      text: (key, fallback) => catalogue?.[key] ?? fallback ?? key,
    }),
    [unitSystem, country, organisationGroup, tournamentGroup, catalogue],
  );
  const errors = useMemo(() => {
    const byQuestion: Record<string, ValidationError[]> = {};
    if (!showErrors) return byQuestion;
    for (const error of validateAnswers(set, answers, { today: TODAY, requireAnswers: true })) {
      (byQuestion[error.field.split('.')[0]!] ??= []).push(error);
    }
    return byQuestion;
  }, [set, answers, showErrors]);

  const notes = notesFor === null ? [] : (answers[notesFor]?.notes ?? []);
  const setNotes = (change: (notes: Note[]) => Note[]) => {
    if (notesFor === null) return;
    const answer = answers[notesFor];
    if (answer) onChange(notesFor, { ...answer, notes: change(answer.notes) });
  };

  return (
    <ThemeFrame theme={theme}>
      <h1>
        {set.title}
        {set.kind === 'ANNUAL_DATA' ? ` ${year}` : ''}
      </h1>
      {prefilled > 0 && (
        <p role="status" style={{ color: '#b3261e', fontWeight: 600 }}>
          Previous year’s data: {prefilled} answers are prefilled until saved.
        </p>
      )}
      {sortBySortOrder(set.sections)
        .filter((section) => section.active)
        .map((section) => (
          <section
            key={section.id}
            aria-labelledby={`section-${section.id}`}
            style={{ marginBottom: '3rem' }}
          >
            <h2 id={`section-${section.id}`}>
              {section.title} · {progress(section, answers)} %
            </h2>
            {section.description && <p>{section.description}</p>}
            {sortBySortOrder(section.subsections).map((subsection) => (
              <div key={subsection.id} style={{ display: 'grid', gap: '2rem', marginBottom: '2rem' }}>
                <h3>{subsection.title}</h3>
                {sortBySortOrder(subsection.fieldSets).map((fieldSet) => (
                  <FieldSetView
                    key={fieldSet.id}
                    fieldSet={fieldSet}
                    answers={answers}
                    errors={errors}
                    context={context}
                    onChange={onChange}
                    onNotes={setNotesFor}
                    headingLevel={4}
                  />
                ))}
              </div>
            ))}
          </section>
        ))}
      {notesFor !== null && answers[notesFor] && (
        <aside aria-label="Notes" style={{ borderTop: '1px solid #ccc', paddingTop: '1rem' }}>
          <NotesPanel
            notes={notes}
            text={context.text}
            onCreate={async (html) =>
              setNotes((list) => [
                ...list,
                {
                  id: Date.now(),
                  questionId: notesFor,
                  type: 'notes',
                  createDate: new Date().toISOString(),
                  value: html,
                },
              ])
            }
            onUpdate={async (id, html) =>
              setNotes((list) => list.map((note) => (note.id === id ? { ...note, value: html } : note)))
            }
            onDelete={async (id) => setNotes((list) => list.filter((note) => note.id !== id))}
          />
        </aside>
      )}
    </ThemeFrame>
  );
}
