import { isEmptyValue } from './answer-content.ts';
import { isEmailAddress } from './email-address.ts';
import { MESSAGES, rangeError, validationError } from './errors.ts';
import type {
  Answer,
  AnswerOption,
  AnswerValue,
  FacilityAddedAnswer,
  GridRow,
  Question,
  UiType,
  UnitSystem,
  ValidationError,
} from './model.ts';
import { characterCount, plainText } from './plain-text.ts';
import { compareWithRange, questionRange, rangeIn } from './ranges.ts';
import { isAnswerable } from './scope.ts';
import { answerShape, uiTypeTraits } from './ui-types.ts';

export interface ValidationContext {
  /** Today as yyyy-MM-dd in the user's calendar: answer dates may not be later. */
  today: string;
  /**
   * Treat every active question as required unless optional, even where the answer is not
   * marked complete (checking a scope before completing it). Otherwise only answers being
   * saved as complete must be filled; saving for later checks formats only.
   */
  requireAnswers?: boolean;
  /**
   * The facility's unit system, for answers that do not carry their own: numbers are checked
   * against the engine's ranges in it. Without either, the widest range of the three systems.
   */
  unitSystem?: UnitSystem;
}

/** Limits of docs/reviews.md#input-rules, docs/reviews.md#limits. */
export const LIMITS = {
  noteLength: 2000,
  customAnswerLength: 500,
  newAnswerLength: 250,
  gridFieldLength: 250,
  decimals: 2,
  percentage: 100,
} as const;

type Errors = ValidationError[];
type CellValue = string | number | boolean | null | undefined;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

function isSingle(uiType: UiType): boolean {
  return uiTypeTraits(uiType).answer === 'option';
}

function isMultiple(uiType: UiType): boolean {
  return uiTypeTraits(uiType).answer === 'options';
}

/** Whether a question's answer selects options (one or several). */
export function isChoiceQuestion(question: Pick<Question, 'uiType'>): boolean {
  return isSingle(question.uiType) || isMultiple(question.uiType);
}

/** Whether a question allows several options at once. */
export function isMultipleChoice(question: Pick<Question, 'uiType'>): boolean {
  return isMultiple(question.uiType);
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

function checkNumber(
  question: Question,
  raw: CellValue,
  system: UnitSystem | null,
  field: string,
  out: Errors,
): void {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && NUMERIC_TEXT.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value)) {
    out.push(validationError(field, 'INCORRECT_FORMAT', MESSAGES.notNumber));
    return;
  }
  const percentage = question.fieldType === 'percentage';
  const range = questionRange(question);
  const limits = rangeIn(range, system);
  if (value < 0 && limits.min <= 0) out.push(validationError(field, 'BELOW_MIN_VALUE', MESSAGES.negative));
  if (!hasAtMostDecimals(value, range.decimals))
    out.push(
      validationError(
        field,
        'INCORRECT_FORMAT',
        range.decimals === 0 ? MESSAGES.wholeNumber : MESSAGES.decimals,
      ),
    );
  if (percentage && value > LIMITS.percentage) {
    out.push(validationError(field, 'ABOVE_MAX_VALUE', MESSAGES.percentage));
    return;
  }
  const outcome = compareWithRange(value, limits);
  if (outcome === 'above') {
    out.push(rangeError(field, 'ABOVE_MAX_VALUE', { value: limits.max, unit: limits.unit }));
  } else if (outcome === 'below' && limits.min > 0) {
    out.push(rangeError(field, 'BELOW_MIN_VALUE', { value: limits.min, unit: limits.unit }));
  }
}

function checkDate(raw: CellValue, today: string, field: string, out: Errors): void {
  if (typeof raw !== 'string' || !isCalendarDate(raw)) {
    out.push(validationError(field, 'INCORRECT_FORMAT', MESSAGES.dateFormat));
  } else if (raw > today) {
    out.push(validationError(field, 'ABOVE_MAX_VALUE', MESSAGES.dateFuture));
  }
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What checking one value needs: today, and the unit system its answer is typed in. */
interface CheckContext {
  today: string;
  system: UnitSystem | null;
}

/** Checks a filled-in text-input value (or grid cell) by the question's field type. */
function checkTextInput(
  question: Question,
  raw: CellValue,
  maxLength: number | null,
  field: string,
  ctx: CheckContext,
  out: Errors,
): void {
  switch (question.fieldType) {
    case 'number':
    case 'percentage':
      checkNumber(question, raw, ctx.system, field, out);
      return;
    case 'date':
      checkDate(raw, ctx.today, field, out);
      return;
    default:
      break;
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    out.push(validationError(field, 'INCORRECT_FORMAT', MESSAGES.text));
    return;
  }
  const text = String(raw).trim();
  if (question.fieldType === 'email' && !isEmailAddress(text)) {
    out.push(validationError(field, 'INCORRECT_FORMAT', MESSAGES.email));
  } else if (question.fieldType === 'url' && !isWebAddress(text)) {
    out.push(validationError(field, 'INCORRECT_FORMAT', MESSAGES.url));
  }
  if (maxLength !== null && characterCount(text) > maxLength) {
    const message =
      maxLength === LIMITS.customAnswerLength ? MESSAGES.customAnswerTooLong : MESSAGES.gridFieldTooLong;
    out.push(validationError(field, 'ABOVE_MAX_VALUE', message));
  }
}

function checkOptionId(
  id: unknown,
  options: readonly AnswerOption[],
  added: readonly FacilityAddedAnswer[],
  field: string,
  out: Errors,
): void {
  // Plain loops: this runs for every chosen option of every answer, and lists are short.
  if (typeof id === 'number') {
    for (const option of options) {
      if (option.id !== id) continue;
      if (!option.active) out.push(validationError(field, 'INACTIVE_RESOURCE', MESSAGES.optionInactive));
      return;
    }
    for (const candidate of added) if (candidate.id === id) return;
  }
  out.push(validationError(field, 'UNKNOWN_ENUM_VALUE', MESSAGES.chooseOption));
}

/** Checks a filled-in value of any non-grid question kind. */
function checkValue(
  question: Question,
  value: CellValue | number[],
  added: readonly FacilityAddedAnswer[],
  maxLength: number | null,
  field: string,
  ctx: CheckContext,
  out: Errors,
): void {
  if (isMultiple(question.uiType)) {
    if (!Array.isArray(value)) {
      out.push(validationError(field, 'NOT_ARRAY_VALUE', MESSAGES.notArray));
      return;
    }
    if (value.length > 1 && new Set(value).size !== value.length)
      out.push(validationError(field, 'DUPLICATED_VALUE', MESSAGES.duplicateChoice));
    value.forEach((id, index) => checkOptionId(id, question.answers, added, `${field}.${index}`, out));
    return;
  }
  if (Array.isArray(value)) {
    out.push(
      validationError(
        field,
        'INCORRECT_FORMAT',
        isSingle(question.uiType) ? MESSAGES.chooseOption : MESSAGES.text,
      ),
    );
    return;
  }
  if (isSingle(question.uiType)) {
    // A yes/no CHOICE holds its option id like any single choice: a boolean or "true" would be
    // saved, yet shown as nothing chosen, and differ from the same answer given by radio.
    checkOptionId(value, question.answers, added, field, out);
    return;
  }
  checkTextInput(question, value, maxLength, field, ctx, out);
}

/** Whether the nested questions are shown: always, or when the option `nestedQuestionsId` is chosen. */
export function nestedQuestionsVisible(question: Question, value: AnswerValue | undefined): boolean {
  const trigger = question.nestedQuestionsId;
  if (trigger === null) return true;
  return Array.isArray(value) ? value.includes(trigger) : value === trigger;
}

/**
 * The follow-up questions a grid row asks for one of its cells: the column's active nested questions
 * while the option that opens them is chosen in that row ("Other" source: what is it?). Their values
 * sit in the row beside the columns', keyed by their own ids (docs/annual-data.md#behaviour).
 */
export function rowFollowUps(column: Question, cell: GridRow['values'][string] | undefined): Question[] {
  if (column.nestedQuestions.length === 0 || column.nestedQuestionsId === null) return [];
  if (cell === null || cell === undefined || !nestedQuestionsVisible(column, Number(cell))) return [];
  return column.nestedQuestions.filter((nested) => nested.active && isAnswerable(nested));
}

function validateRows(
  question: Question,
  answer: Answer,
  field: string,
  ctx: CheckContext,
  out: Errors,
): void {
  answer.rows.forEach((row, index) => {
    for (const column of question.rowQuestions) {
      if (!column.active) continue;
      const cellField = `${field}.rows.${index}.${column.id}`;
      const cell = row.values[column.id];
      if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) {
        // The row dialog requires every field (docs/reviews.md#input-rules "Data grid modal").
        if (!column.optional)
          out.push(validationError(cellField, 'REQUIRED_FIELD_MISSING', MESSAGES.required));
        continue;
      }
      checkValue(column, cell, [], LIMITS.gridFieldLength, cellField, ctx, out);
      for (const followUp of rowFollowUps(column, cell)) {
        const followUpField = `${field}.rows.${index}.${followUp.id}`;
        const value = row.values[followUp.id];
        if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
          if (!followUp.optional)
            out.push(validationError(followUpField, 'REQUIRED_FIELD_MISSING', MESSAGES.required));
          continue;
        }
        checkValue(followUp, value, [], LIMITS.gridFieldLength, followUpField, ctx, out);
      }
    }
  });
}

/** Checks the text of a note: not empty, at most 2000 plain-text characters (docs/reviews.md#input-rules). */
export function validateNote(html: string, field = 'note'): ValidationError[] {
  const text = plainText(html);
  if (text === '') return [validationError(field, 'REQUIRED_FIELD_MISSING', MESSAGES.noteEmpty)];
  if (characterCount(text) > LIMITS.noteLength)
    return [validationError(field, 'ABOVE_MAX_VALUE', MESSAGES.noteTooLong)];
  return [];
}

/**
 * Checks an answer a facility adds to a choice list: filled, at most 250 characters, not a
 * copy of an existing option (docs/reviews.md#input-rules 'New answer cannot exceed 250 characters').
 */
export function validateNewAnswer(
  title: string,
  existing: readonly string[] = [],
  field = 'newAnswer',
): ValidationError[] {
  const text = title.trim();
  if (text === '') return [validationError(field, 'REQUIRED_FIELD_MISSING', MESSAGES.required)];
  if (characterCount(text) > LIMITS.newAnswerLength)
    return [validationError(field, 'ABOVE_MAX_VALUE', MESSAGES.newAnswerTooLong)];
  const lower = text.toLocaleLowerCase();
  if (existing.some((other) => other.trim().toLocaleLowerCase() === lower)) {
    return [validationError(field, 'DUPLICATED_VALUE', MESSAGES.newAnswerDuplicate)];
  }
  return [];
}

/**
 * Validates one answer against its question (docs/reviews.md#input-rules): required unless optional when
 * saved as complete, 2 decimals, dates yyyy-MM-dd not after today, notes, added and custom
 * answers, grid rows, choices among the active options. Inactive and calculated questions
 * have nothing to check. Fields are paths below the question id (see ValidationError).
 */
export function validateAnswer(
  question: Question,
  answer: Answer | undefined | null,
  context: ValidationContext,
): ValidationError[] {
  if (!question.active || !isAnswerable(question)) return [];
  const out: Errors = [];
  const field = String(question.id);
  const required = !question.optional && (answer?.complete === true || context.requireAnswers === true);
  if (!answer) {
    if (required) out.push(validationError(field, 'REQUIRED_FIELD_MISSING', MESSAGES.required));
    return out;
  }

  const added = answer.facilityAddedAnswers;
  // An answer keeps the unit system it was typed in (grid cells and nested values share it).
  const check: CheckContext = {
    today: context.today,
    system: answer.unitMeasurementType ?? context.unitSystem ?? null,
  };
  if (answerShape(question) === 'rows') {
    if (required && answer.rows.length === 0)
      out.push(validationError(field, 'REQUIRED_FIELD_MISSING', MESSAGES.required));
    validateRows(question, answer, field, check, out);
  } else if (isEmptyValue(answer.value)) {
    if (required && !(isMultiple(question.uiType) && added.length > 0))
      out.push(validationError(field, 'REQUIRED_FIELD_MISSING', MESSAGES.required));
  } else {
    checkValue(question, answer.value as CellValue | number[], added, null, field, check, out);
  }

  if (added.length > 0) {
    const titles = question.answers.map((option) => option.title);
    // A chosen id must name one answer: an added one taking an option's id (or another added
    // one's) would show and count as that other answer.
    const ids = new Set(question.answers.map((option) => option.id));
    added.forEach((entry, index) => {
      const addedField = `${field}.facilityAddedAnswers.${index}`;
      if (ids.has(entry.id))
        out.push(validationError(`${addedField}.id`, 'DUPLICATED_VALUE', MESSAGES.newAnswerDuplicate));
      ids.add(entry.id);
      out.push(...validateNewAnswer(entry.title, titles, addedField));
      titles.push(entry.title);
    });
  }

  if (question.nestedQuestions.length > 0 && nestedQuestionsVisible(question, answer.value)) {
    // Free text under a choice is the facility's custom answer, limited to 500 characters.
    const maxLength = isChoiceQuestion(question) ? LIMITS.customAnswerLength : null;
    for (const nested of question.nestedQuestions) {
      if (!nested.active || !isAnswerable(nested)) continue;
      const nestedField = `${field}.nested.${nested.id}`;
      const value = answer.nestedValues[nested.id];
      if (isEmptyValue(value)) {
        if (required && !nested.optional)
          out.push(validationError(nestedField, 'REQUIRED_FIELD_MISSING', MESSAGES.required));
      } else {
        checkValue(nested, value as CellValue | number[], [], maxLength, nestedField, check, out);
      }
    }
  }

  const { notes } = answer;
  for (let index = 0; index < notes.length; index++) {
    for (const error of validateNote(notes[index]!.value, `${field}.notes.${index}`)) out.push(error);
  }
  return out;
}
