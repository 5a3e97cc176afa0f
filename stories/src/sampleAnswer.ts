import {
  activeQuestions,
  answerShape,
  emptyAnswer,
  uiTypeTraits,
  isChoiceQuestion,
  isMultipleChoice,
  sortBySortOrder,
} from '@oncourse/engine';
import type { Answer, AnswerValue, GridRow, Question } from '@oncourse/engine';

/** A plausible value for a text-like or dropdown question, by its field type. */
function sampleValue(question: Question, index = 0): AnswerValue {
  const options = sortBySortOrder(question.answers.filter((option) => option.active));
  if (isChoiceQuestion(question)) {
    const ids = options.slice(index, index + 2).map((option) => option.id);
    return isMultipleChoice(question) ? ids : (ids[0] ?? null);
  }
  switch (question.fieldType) {
    case 'number':
      return 120 + index * 35.5;
    case 'percentage':
      return 40 + index;
    case 'date':
      return '2024-04-01';
    case 'email':
      return 'greenkeeper@example.org';
    case 'url':
      return 'https://example.org/sustainability';
    case 'textarea':
      return 'We review this every spring with the greens committee.';
    default:
      return `Example ${index + 1}`;
  }
}

/** What a facility might have entered for a question, so stories and previews show filled states. */
export function sampleAnswer(question: Question): Answer {
  const answer = emptyAnswer();
  const shape = answerShape(question);
  if (shape === 'rows') {
    const columns = sortBySortOrder(activeQuestions(question.rowQuestions));
    const rows: GridRow[] = [0, 1].map((index) => ({
      id: `sample-${index}`,
      values: Object.fromEntries(
        columns.map((column) => {
          const value = sampleValue(column, index);
          return [
            column.id,
            Array.isArray(value) ? (value[0] ?? null) : typeof value === 'boolean' ? null : value,
          ];
        }),
      ),
    }));
    return { ...answer, rows };
  }
  if (shape === 'calculated') return answer;
  const value = sampleValue(question);
  const traits = uiTypeTraits(question.uiType);
  if (traits.nested) {
    const trigger = question.nestedQuestionsId;
    const chosen = trigger === null ? value : [trigger];
    const nestedValues = Object.fromEntries(
      question.nestedQuestions.map((nested) => [nested.id, sampleValue(nested)]),
    );
    return { ...answer, value: chosen, nestedValues };
  }
  if (traits.addMore) {
    const added = { id: -1, title: 'Advice from the regional golf union' };
    return {
      ...answer,
      value: [...(Array.isArray(value) ? value : []), added.id],
      facilityAddedAnswers: [added],
    };
  }
  return { ...answer, value };
}
