import type { Question, QuestionSet } from '@oncourse/engine';
import type { QuestionLink } from '../insights';

/** A question with what it takes to link to where it is answered (a best-practice section, an annual-data field set). */
export interface QuestionPlace {
  question: QuestionLink;
  section: { kind: QuestionSet['kind']; questionSetSlug: string };
}

/** The question and every question inside it (table rows, questions shown by an answer). */
function withInner(question: Question): Question[] {
  return [
    question,
    ...question.rowQuestions.flatMap(withInner),
    ...question.nestedQuestions.flatMap(withInner),
  ];
}

/**
 * Every question of the sets by id, with its section and field set: a verifier's request names a
 * question by id, and the club reads its text and follows it to where it is answered.
 */
export function questionPlaces(sets: readonly QuestionSet[]): Map<number, QuestionPlace> {
  const places = new Map<number, QuestionPlace>();
  for (const set of sets)
    for (const section of set.sections)
      for (const subsection of section.subsections)
        for (const fieldSet of subsection.fieldSets)
          for (const question of fieldSet.questions.flatMap(withInner))
            if (!places.has(question.id))
              places.set(question.id, {
                question: {
                  questionId: question.id,
                  title: question.title,
                  questionSetId: set.id,
                  sectionId: section.id,
                  sectionSlug: section.slug,
                  subsectionId: subsection.id,
                  fieldSetId: fieldSet.id,
                },
                section: { kind: set.kind, questionSetSlug: set.slug },
              });
  return places;
}
