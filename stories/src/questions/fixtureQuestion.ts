import type { Question, UiType } from '@oncourse/engine';

import { questionSets } from '../fixtures.ts';

function* allQuestions(): Generator<Question> {
  for (const set of Object.values(questionSets)) {
    for (const section of set.sections) {
      for (const subsection of section.subsections) {
        for (const fieldSet of subsection.fieldSets) yield* fieldSet.questions;
      }
    }
  }
}

/** The first fixture question of a uiType (and trait), so stories show real content. */
export function fixtureQuestion(
  uiType: UiType,
  where: (question: Question) => boolean = () => true,
): Question {
  for (const question of allQuestions()) if (question.uiType === uiType && where(question)) return question;
  throw new Error(`No fixture question of type ${uiType}`);
}

/** A fixture question by id. */
export function fixtureQuestionById(id: number): Question {
  for (const question of allQuestions()) if (question.id === id) return question;
  throw new Error(`No fixture question ${id}`);
}
