import { formatNumber } from '@oncourse/engine/locale';
import {
  isChoiceQuestion,
  isEmptyValue,
  type Answer,
  type AnswerValue,
  type Question,
} from '@oncourse/engine';
import type { Text } from '../i18n/useText';

function optionTitles(
  question: Question,
  answer: Pick<Answer, 'facilityAddedAnswers'>,
  value: AnswerValue,
): string {
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

type Shown = Pick<Answer, 'value' | 'nestedValues' | 'facilityAddedAnswers' | 'rows'>;

/** A number as the reader writes it (12,000 in en-GB, 12.000 in de-DE); anything else as it is. */
function written(value: unknown, locale: string | undefined): string {
  return typeof value === 'number' && locale ? formatNumber(value, locale, { maxDecimals: 3 }) : String(value);
}

function describeValue(question: Question, answer: Shown, value: AnswerValue, locale?: string): string {
  if (isEmptyValue(value)) return '';
  if (isChoiceQuestion(question)) return optionTitles(question, answer, value);
  return written(value, locale);
}

/**
 * An answer's content as one line of text, empty when it holds nothing: the chosen option titles,
 * the text or number (in the reader's `locale` when given), nested answers and grid rows.
 */
export function answerText(question: Question, answer: Shown, locale?: string): string {
  const parts: string[] = [];
  const main = describeValue(question, answer, answer.value, locale);
  if (main) parts.push(main);
  for (const nested of question.nestedQuestions) {
    const text = describeValue(nested, answer, answer.nestedValues[nested.id] ?? null, locale);
    if (text) parts.push(`${nested.title}: ${text}`);
  }
  for (const row of answer.rows) {
    // A column that is a choice holds its option's id: the row says the option's title.
    const cells = question.rowQuestions
      .map((column) => describeValue(column, answer, (row.values[column.id] ?? null) as AnswerValue, locale))
      .filter((cell) => cell !== '')
      .join(' · ');
    if (cells) parts.push(cells);
  }
  return parts.join('; ');
}

/**
 * An answer as one line of text, so two people's answers can be compared side by side: the
 * chosen option titles, the text or number, nested answers and grid rows.
 */
export function describeAnswer(question: Question, answer: Answer, t: Text): string {
  return answerText(question, answer) || t('reviews.conflict.empty');
}
