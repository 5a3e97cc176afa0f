import { useCallback, useMemo, useState } from 'react';
import {
  prefill,
  progress,
  questionSetTexts,
  regionalLocale,
  sortBySortOrder,
  translateQuestionSet,
  validateAnswers,
} from '@oncourse/engine';
import type { Answer, Note, UnitSystem, ValidationError } from '@oncourse/engine';
import { FieldSetView, NotesPanel } from '@oncourse/renderers';
import type { QuestionContext } from '@oncourse/renderers';

import { answerSets, catalogues, questionSets, translations } from './fixtures.ts';
import { ThemeFrame } from './theme.tsx';
import type { Theme } from './theme.tsx';

export interface AuthorPreviewProps {
  /** Slug of a fixture question set. */
  questionSet: string;
  /** The content and interface language (the toolbar's Language). */
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
 * every active section and field set in the chosen language (English where a text has no
 * translation yet, each such text listed and its heading marked), the stored example answers
 * (annual data by year, prefilled from the year before as the server does), guidance for the
 * chosen country and groups.
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
  const authored = questionSets[slug]!;
  // The server's rule (docs/languages-units-themes.md#content): each text translated or English whole.
  const { set, fallbacks } = useMemo(
    () => translateQuestionSet(authored, language === 'en' ? {} : (translations[language] ?? {}), language),
    [authored, language],
  );
  const fellBack = useMemo(() => new Set(language === 'en' ? [] : fallbacks), [fallbacks, language]);
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
      locale: regionalLocale(language, country),
      country,
      organisationGroup,
      tournamentGroup,
      today: TODAY,
      text: (key, fallback) => catalogue?.[key] ?? fallback ?? key,
    }),
    [unitSystem, country, organisationGroup, tournamentGroup, catalogue, language],
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
        <English show={fellBack.has(`set.${set.id}.title`)} />
      </h1>
      {language !== 'en' && <Fallbacks keys={fallbacks} texts={questionSetTexts(authored)} language={language} />}
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
              <English show={fellBack.has(`section.${section.id}.title`)} />
            </h2>
            {section.description && <p>{section.description}</p>}
            {sortBySortOrder(section.subsections).map((subsection) => (
              <div key={subsection.id} style={{ display: 'grid', gap: '2rem', marginBottom: '2rem' }}>
                <h3>
                  {subsection.title}
                  <English show={fellBack.has(`subsection.${subsection.id}.title`)} />
                </h3>
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

/** A marker beside a heading shown in English because its language has no translation of it yet. */
function English({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span
      title="No translation yet: shown in English"
      style={{ marginLeft: '0.5rem', padding: '0 0.4rem', fontSize: '0.7em', background: '#fde7b0', borderRadius: 4 }}
    >
      EN
    </span>
  );
}

/** Every text of the set the language still lacks, with its English wording, for the translator's list. */
function Fallbacks({ keys, texts, language }: { keys: readonly string[]; texts: Record<string, string>; language: string }) {
  const total = Object.keys(texts).length;
  if (keys.length === 0) {
    return (
      <p role="status" style={{ color: '#1b5e20', fontWeight: 600 }}>
        All {total} texts are translated ({language}).
      </p>
    );
  }
  return (
    <details role="status" style={{ marginBottom: '2rem', background: '#fff8e1', padding: '0.5rem 1rem' }}>
      <summary style={{ fontWeight: 600 }}>
        {keys.length} of {total} texts fall back to English ({language})
      </summary>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <code>{key}</code>: {texts[key]}
          </li>
        ))}
      </ul>
    </details>
  );
}
