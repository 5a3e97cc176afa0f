import { sortBySortOrder, type Answer, type Section } from '@oncourse/engine';
import type { QuestionContext } from '@oncourse/renderers/questions';
import type { FocusEvent } from 'react';
import type { AnswerStore } from './answer-store';
import { FieldSetBlock, type HistoryLines } from './FieldSetBlock';
import styles from './reviews.module.css';

interface SectionQuestionsProps {
  section: Section;
  store: AnswerStore;
  context: QuestionContext;
  onChange: (questionId: number, answer: Answer) => void;
  onNotes: (questionId: number) => void;
  /** Focus left a question (its answer is checked against its range then). */
  onLeave?: (questionId: number) => void;
  /** Who last changed each answer, shown under its question. */
  history?: HistoryLines;
  /** Answers waiting to be sent, and their line. */
  waiting?: { ids: ReadonlySet<string>; line: string };
}

/** The outermost question around an element (a nested question's parent), inside `within`. */
function questionAround(element: Element, within: Element): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (let at = element.closest<HTMLElement>('[data-question-id]'); at && within.contains(at);) {
    found = at;
    at = at.parentElement?.closest<HTMLElement>('[data-question-id]') ?? null;
  }
  return found;
}

/** A section's subsections and field sets; each field set follows only its own answers. */
export function SectionQuestions({
  section,
  store,
  context,
  onChange,
  onNotes,
  onLeave,
  history,
  waiting,
}: SectionQuestionsProps) {
  // One listener for every question: focus moving out of a question (not within it, from a grid
  // cell to the next) is when its figures are checked, the way the number input gives its own word.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!onLeave) return;
    const question = questionAround(event.target, event.currentTarget);
    const next = event.relatedTarget;
    if (!question || (next instanceof Node && question.contains(next))) return;
    onLeave(Number(question.dataset.questionId));
  };
  return (
    <div className={styles.reviewSection} onBlur={onBlur}>
      {sortBySortOrder(section.subsections).map((subsection) => (
        <section
          key={subsection.id}
          className={styles.reviewSubsection}
          aria-labelledby={`subsection-${subsection.id}`}
        >
          <h2 id={`subsection-${subsection.id}`} className={styles.reviewSubsectionTitle}>
            {subsection.title}
          </h2>
          {sortBySortOrder(subsection.fieldSets).map((fieldSet) => (
            <FieldSetBlock
              key={fieldSet.id}
              fieldSet={fieldSet}
              store={store}
              context={context}
              onChange={onChange}
              onNotes={onNotes}
              history={history}
              waiting={waiting}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
