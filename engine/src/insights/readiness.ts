import type { AnswerMap } from '../group-state.ts';
import type { FieldSet, Question, QuestionSet } from '../model.ts';
import { answerState } from '../answer-state.ts';
import { progress } from '../progress.ts';
import { isAnswerable, scopeQuestions } from '../scope.ts';
import { sortBySortOrder } from '../ordering.ts';

export interface ReadinessQuestion {
  id: number;
  title: string;
  subsectionId: number;
  fieldSetId: number;
}

export interface ReadinessSection {
  questionSetId: number;
  sectionId: number;
  slug: string;
  title: string;
  required: number;
  ready: number;
  /** Required questions not answered at all, in display order. */
  missing: ReadinessQuestion[];
  /** Required questions only saved for later. */
  savedForLater: ReadinessQuestion[];
}

export interface Readiness {
  /** Percent of required questions complete, by the same rounding as `progress`. */
  percent: number;
  required: number;
  ready: number;
  sections: ReadinessSection[];
}

/** Questions that count towards certification: marked requiredForCertification and answered by a person. */
const counts = (question: Question): boolean => question.requiredForCertification && isAnswerable(question);

/**
 * Certification readiness over an organisation's sets (docs/insights.md#behaviour): the share of questions marked
 * `requiredForCertification` that are complete, and per section those still missing or only
 * saved for later. The percentage is `progress` over just those questions, so 100 means all.
 */
export function readiness(
  entries: readonly { set: Pick<QuestionSet, 'id' | 'sections'>; answers: AnswerMap }[],
): Readiness {
  const sections: ReadinessSection[] = [];
  const all: Question[] = [];
  const answers: Record<string, AnswerMap[string]> = {};
  for (const { set, answers: own } of entries) {
    for (const section of sortBySortOrder(set.sections).filter((candidate) => candidate.active)) {
      const missing: ReadinessQuestion[] = [];
      const savedForLater: ReadinessQuestion[] = [];
      let required = 0;
      for (const subsection of sortBySortOrder(section.subsections)) {
        for (const fieldSet of sortBySortOrder(subsection.fieldSets)) {
          for (const question of scopeQuestions(fieldSet).filter(counts)) {
            if (all.some((seen) => seen.id === question.id)) continue;
            required++;
            all.push(question);
            const answer = own[question.id];
            if (answer) answers[question.id] = answer;
            const entry = {
              id: question.id,
              title: question.title,
              subsectionId: subsection.id,
              fieldSetId: fieldSet.id,
            };
            const state = answerState(answer);
            if (state === 'untouched') missing.push(entry);
            else if (state === 'savelater') savedForLater.push(entry);
          }
        }
      }
      if (required === 0) continue;
      sections.push({
        questionSetId: set.id,
        sectionId: section.id,
        slug: section.slug,
        title: section.title,
        required,
        ready: required - missing.length - savedForLater.length,
        missing,
        savedForLater,
      });
    }
  }
  const scope: FieldSet = { id: 0, title: '', sortOrder: 0, questions: all };
  const ready = sections.reduce((sum, section) => sum + section.ready, 0);
  return { percent: progress(scope, answers), required: all.length, ready, sections };
}
