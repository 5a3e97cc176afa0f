import {
  isChoiceQuestion,
  isEmptyValue,
  type Answer,
  type AnswerValue,
  type Question,
} from '@oncourse/engine';
import type { Text } from '../i18n/useText';

function optionTitles(question: Question, answer: Answer, value: AnswerValue): string {
  const ids = Array.isArray(value) ? value : [value];
  return ids
    .map((id) => {
      const option =
        question.answers.find((candidate) => candidate.id === id) ??
        answer.facilityAddedAnswers.find((candidate) => candidate.id === id);
      return option?.title ?? String(id);
    })
    .join(', ');
}

function describeValue(question: Question, answer: Answer, value: AnswerValue): string {
  if (isEmptyValue(value)) return '';
  if (isChoiceQuestion(question)) return optionTitles(question, answer, value);
  return String(value);
}

/**
 * An answer as one line of text, so two people's answers can be compared side by side: the
 * chosen option titles, the text or number, nested answers and grid rows.
 */
export function describeAnswer(question: Question, answer: Answer, t: Text): string {
  const parts: string[] = [];
  const main = describeValue(question, answer, answer.value);
  if (main) parts.push(main);
  for (const nested of question.nestedQuestions) {
    const text = describeValue(nested, answer, answer.nestedValues[nested.id] ?? null);
    if (text) parts.push(`${nested.title}: ${text}`);
  }
  for (const row of answer.rows) {
    const cells = question.rowQuestions
      .map((column) => row.values[column.id])
      .filter((cell) => cell !== null && cell !== undefined && cell !== '')
      .join(' · ');
    if (cells) parts.push(cells);
  }
  return parts.length > 0 ? parts.join('; ') : t('reviews.conflict.empty');
}
