import {
  answerState,
  calculate,
  currencyCode,
  shownResult,
  isAnswerable,
  isChoiceQuestion,
  isEmptyValue,
  plainText,
  rowFollowUps,
  unitLabel,
  type Answer,
  type AnswerMap,
  type AnswerValue,
  type GridRow,
  type Question,
  type UnitSystem,
} from '@oncourse/engine';

/** One answer as the exports show it: text, its unit, its state and its notes as plain text. */
export interface AnswerText {
  text: string;
  unit: string;
  state: 'complete' | 'savelater' | 'untouched';
  notes: string[];
}

function optionTitles(question: Question, answer: Answer | undefined, value: AnswerValue): string {
  const ids = Array.isArray(value) ? value : [value];
  return ids
    .map(
      (id) =>
        (
          question.answers.find((option) => option.id === id) ??
          answer?.facilityAddedAnswers.find((option) => option.id === id)
        )?.title ?? String(id),
    )
    .join(', ');
}

function unitOf(question: Question, system: UnitSystem, currency: string): string {
  if (question.unitType === 'currency') return currency;
  return question.unitType
    ? unitLabel(question.unitType, system)
    : question.fieldType === 'percentage'
      ? '%'
      : '';
}

/** How an export writes a number: as typed (the CSV, machine-readable) or in the reader's locale (the PDF). */
export type NumberText = (value: number) => string;

function valueText(
  question: Question,
  answer: Answer | undefined,
  value: AnswerValue | string | number | undefined,
  number: NumberText,
): string {
  if (value === undefined || isEmptyValue(value as AnswerValue)) return '';
  if (isChoiceQuestion(question)) return optionTitles(question, answer, value as AnswerValue);
  return typeof value === 'number' ? number(value) : String(value);
}

/** A grid row's fields in order: each column, then the follow-up questions its value opens. */
function rowFields(question: Question, row: GridRow): Question[] {
  return question.rowQuestions.flatMap((column) => [column, ...rowFollowUps(column, row.values[column.id])]);
}

/**
 * An answer as export text (the CSV and PDF of docs/insights.md#behaviour): option titles instead of ids, grid rows as
 * "column: value unit" cells, calculated questions by the engine's `calculate`, and the unit in
 * the system the answer was typed in (the organisation's when it records none).
 */
export function answerText(
  question: Question,
  answers: AnswerMap,
  organisationUnits: UnitSystem,
  number: NumberText = String,
  /** The facility's currency (`facilityCurrency`), as an ISO code: exports keep the code. */
  currency: string = currencyCode(organisationUnits),
): AnswerText {
  const answer = answers[question.id];
  const system = answer?.unitMeasurementType ?? organisationUnits;
  const notes = (answer?.notes ?? []).map((note) => plainText(note.value)).filter((text) => text !== '');
  if (!isAnswerable(question)) {
    const result = calculate(question, answers, { unitSystem: organisationUnits });
    const shown = shownResult(result);
    const text = shown === null ? '' : number(shown);
    return { text, unit: text ? (result.unit ?? '') : '', state: text ? 'complete' : 'untouched', notes };
  }
  const parts: string[] = [];
  const main = valueText(question, answer, answer?.value, number);
  if (main) parts.push(main);
  for (const nested of question.nestedQuestions) {
    const text = valueText(nested, answer, answer?.nestedValues[nested.id], number);
    if (text) parts.push(`${nested.title}: ${text}`);
  }
  for (const row of answer?.rows ?? []) {
    // A cell's follow-up ("Other" source: what it is) is a cell of its own after it.
    const cells = rowFields(question, row).flatMap((column) => {
      const text = valueText(column, answer, row.values[column.id] ?? undefined, number);
      const unit = unitOf(column, system, currency);
      return text ? [`${column.title}: ${text}${unit ? ` ${unit}` : ''}`] : [];
    });
    if (cells.length > 0) parts.push(cells.join(', '));
  }
  const isGrid = question.rowQuestions.length > 0;
  return {
    text: parts.join(isGrid ? ' | ' : '; '),
    unit: isGrid || !main ? '' : unitOf(question, system, currency),
    state: answerState(answer),
    notes,
  };
}

/** One line of the CSV: a question, or one of its nested questions or grid cells, with its own value. */
export interface AnswerLine {
  /** The question's title; a nested question's or grid column's after it ("Fuel use: Quantity"). */
  question: string;
  /** A grid row's number, from 1; null for everything that is not in a grid. */
  row: number | null;
  text: string;
  unit: string;
}

/**
 * An answer as the CSV's lines (docs/insights.md#behaviour): the value, each nested question and
 * each grid cell a line of its own with its own unit, so a spreadsheet can filter and sum them; a
 * question without any value still gets one line, so every question shows. The state and notes
 * are the question's, as `answerText` gives them.
 */
export function answerLines(
  question: Question,
  answers: AnswerMap,
  organisationUnits: UnitSystem,
  number: NumberText,
  currency: string,
): { lines: AnswerLine[]; state: AnswerText['state']; notes: string[] } {
  const whole = answerText(question, answers, organisationUnits, number, currency);
  const answer = answers[question.id];
  if (!isAnswerable(question)) {
    return { ...whole, lines: [{ question: question.title, row: null, text: whole.text, unit: whole.unit }] };
  }
  const system = answer?.unitMeasurementType ?? organisationUnits;
  const lines: AnswerLine[] = [];
  const main = valueText(question, answer, answer?.value, number);
  if (main)
    lines.push({ question: question.title, row: null, text: main, unit: unitOf(question, system, currency) });
  for (const nested of question.nestedQuestions) {
    const text = valueText(nested, answer, answer?.nestedValues[nested.id], number);
    if (text) {
      lines.push({
        question: `${question.title}: ${nested.title}`,
        row: null,
        text,
        unit: unitOf(nested, system, currency),
      });
    }
  }
  (answer?.rows ?? []).forEach((row, index) => {
    for (const column of rowFields(question, row)) {
      const text = valueText(column, answer, row.values[column.id] ?? undefined, number);
      if (!text) continue;
      lines.push({
        question: `${question.title}: ${column.title}`,
        row: index + 1,
        text,
        unit: unitOf(column, system, currency),
      });
    }
  });
  if (lines.length === 0) lines.push({ question: question.title, row: null, text: '', unit: '' });
  return { lines, state: whole.state, notes: whole.notes };
}
