import { sortBySortOrder, type Answer, type Section } from '@oncourse/engine';
import type { QuestionContext } from '@oncourse/renderers/questions';
import type { AnswerStore } from './answer-store';
import { FieldSetBlock, type HistoryLines } from './FieldSetBlock';
import styles from './reviews.module.css';

interface SectionQuestionsProps {
  section: Section;
  store: AnswerStore;
  context: QuestionContext;
  onChange: (questionId: number, answer: Answer) => void;
  onNotes: (questionId: number) => void;
  /** Who last changed each answer, shown under its question. */
  history?: HistoryLines;
}

/** A section's subsections and field sets; each field set follows only its own answers. */
export function SectionQuestions({
  section,
  store,
  context,
  onChange,
  onNotes,
  history,
}: SectionQuestionsProps) {
  return (
    <div className={styles.reviewSection}>
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
            />
          ))}
        </section>
      ))}
    </div>
  );
}
