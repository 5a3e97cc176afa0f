import { isEmptyValue } from './answer-content.ts';
import type { AnswerMap } from './group-state.ts';
import { selectGuidance, type GuidanceContext } from './guidance.ts';
import type { AnswerOption, AnswerValue, Question, UnitSystem } from './model.ts';
import { sortBySortOrder, sortChoices } from './ordering.ts';
import { isAnswerable, scopeQuestions, type Scope } from './scope.ts';
import { unitLabel } from './units.ts';
import { LIMITS, isChoiceQuestion, isMultipleChoice } from './validate-answer.ts';

/** A JSON Schema object (draft 2020-12 and draft-07 compatible keywords only). */
export type JsonSchema = { [keyword: string]: unknown };
/** An RJSF uiSchema object. */
export type UiSchema = { [key: string]: unknown };

export interface CompileOptions {
  /** Today as yyyy-MM-dd: date fields get `formatMaximum` (ajv-formats) and `ui:options.max`. */
  today?: string;
  /**
   * List non-optional questions as `required` (default true: the schema describes answers
   * saved as complete). Pass false for a draft ("Save and come back") form.
   */
  requireAnswers?: boolean;
  /** The organisation's measurement unit, for unit labels (default metric). */
  unitSystem?: UnitSystem;
  /** Country and groups for the guidance shown as `ui:help`. */
  guidance?: GuidanceContext;
  /** Title of the form. */
  title?: string;
}

export interface CompiledForm {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

/**
 * Ajv options the compiled schema needs: floating-point `multipleOf: 0.01` must be checked
 * with a precision (RJSF's validator-ajv8 sets the same), and `formatMaximum` comes from
 * ajv-formats. Use with `addFormats(ajv)`.
 */
export const COMPILED_SCHEMA_AJV_OPTIONS = {
  multipleOfPrecision: 8,
  allErrors: true,
  strict: false,
} as const;

/** The formData key holding the titles of answers a facility added to a choice question. */
export function addedAnswersKey(questionId: number): string {
  return `${questionId}_added`;
}

const NON_BLANK = '\\S';

function optionSchemas(question: Question): JsonSchema[] {
  const active = question.answers.filter((option) => option.active);
  const ordered: AnswerOption[] =
    question.uiType === 'DROPDOWNLIST' ? sortChoices(active) : sortBySortOrder(active);
  return ordered.map((option) => ({ const: option.id, title: option.title }));
}

function choiceItemSchema(question: Question): JsonSchema {
  const options = optionSchemas(question);
  return options.length > 0 ? { type: 'integer', oneOf: options } : { type: 'integer' };
}

function textInputSchema(
  question: Question,
  required: boolean,
  maxLength: number | null,
  options: CompileOptions,
): JsonSchema {
  switch (question.fieldType) {
    case 'number':
      return { type: 'number', minimum: 0, multipleOf: 0.01 };
    case 'percentage':
      return { type: 'number', minimum: 0, maximum: LIMITS.percentage, multipleOf: 0.01 };
    case 'date':
      return options.today
        ? { type: 'string', format: 'date', formatMaximum: options.today }
        : { type: 'string', format: 'date' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    default: {
      const schema: JsonSchema = { type: 'string' };
      if (required) schema.pattern = NON_BLANK;
      if (maxLength !== null) schema.maxLength = maxLength;
      return schema;
    }
  }
}

/** The schema of one question's value (or of a grid cell / nested value). */
function valueSchema(
  question: Question,
  required: boolean,
  maxLength: number | null,
  options: CompileOptions,
): JsonSchema {
  const titled = (schema: JsonSchema): JsonSchema => ({ title: question.title, ...schema });
  switch (question.uiType) {
    case 'DROPDOWNLIST':
    case 'SINGLECHOICE':
    case 'CHOICE':
      return titled(choiceItemSchema(question));
    case 'MULTIPLECHOICE':
    case 'MULTIPLECHOICE_ADDMORE':
    case 'MULTIPLECHOICE_NESTED':
      return titled({ type: 'array', uniqueItems: true, items: choiceItemSchema(question) });
    case 'DATAGRID': {
      const columns = question.rowQuestions.filter((column) => column.active);
      const properties: Record<string, JsonSchema> = {};
      for (const column of sortBySortOrder(columns)) {
        properties[column.id] = valueSchema(column, !column.optional, LIMITS.gridFieldLength, options);
      }
      const items: JsonSchema = {
        type: 'object',
        properties,
        required: columns.filter((column) => !column.optional).map((column) => String(column.id)),
        additionalProperties: false,
      };
      return titled(required ? { type: 'array', minItems: 1, items } : { type: 'array', items });
    }
    case 'CALCULATING':
      return titled({ type: 'number', readOnly: true });
    case 'TEXTINPUTS':
      return titled(textInputSchema(question, required, maxLength, options));
  }
}

function widgetFor(question: Question): string | undefined {
  switch (question.uiType) {
    case 'DROPDOWNLIST':
      return 'select';
    case 'SINGLECHOICE':
    case 'CHOICE':
      return 'radio';
    case 'MULTIPLECHOICE':
    case 'MULTIPLECHOICE_ADDMORE':
    case 'MULTIPLECHOICE_NESTED':
      return 'checkboxes';
    case 'TEXTINPUTS':
      if (question.fieldType === 'textarea') return 'textarea';
      if (question.fieldType === 'date') return 'date';
      if (question.fieldType === 'number' || question.fieldType === 'percentage') return 'updown';
      return undefined;
    case 'DATAGRID':
    case 'CALCULATING':
      return undefined;
  }
}

function questionUi(question: Question, options: CompileOptions): UiSchema {
  const ui: UiSchema = {};
  const widget = widgetFor(question);
  if (widget) ui['ui:widget'] = widget;
  if (question.instructions) ui['ui:description'] = question.instructions;
  if (question.placeholder) ui['ui:placeholder'] = question.placeholder;
  const guidance = selectGuidance(question, options.guidance);
  if (guidance.length > 0) ui['ui:help'] = guidance.map((entry) => entry.text).join('\n\n');
  if (question.uiType === 'CALCULATING') ui['ui:readonly'] = true;
  const uiOptions: Record<string, unknown> = {
    questionId: question.id,
    uiType: question.uiType,
    notes: question.notes,
    requiredForCertification: question.requiredForCertification,
  };
  if (question.summary) uiOptions.summary = question.summary;
  if (question.unitType) uiOptions.unit = unitLabel(question.unitType, options.unitSystem ?? 'metric');
  if (question.fieldType === 'number' || question.fieldType === 'percentage') uiOptions.step = 0.01;
  if (question.fieldType === 'date' && options.today) uiOptions.max = options.today;
  if (question.allowAddMore) uiOptions.allowAddMore = true;
  if (question.uiType === 'DATAGRID') {
    uiOptions.verticalTableLayout = question.verticalTableLayout;
    uiOptions.orderable = false;
    const items: UiSchema = {};
    for (const column of question.rowQuestions) {
      if (column.active) items[column.id] = questionUi(column, options);
    }
    ui.items = items;
  }
  ui['ui:options'] = uiOptions;
  return ui;
}

/**
 * Compiles a scope into a JSON Schema and an RJSF uiSchema (spec 001 §3, §5), so one ajv
 * validation serves browser and server. formData is keyed by question id: text and numbers
 * as entered, single choices as an option id, multiple choices as an id array, data grids as
 * row objects keyed by row question id; nested questions are properties of their own (required
 * only while shown), added answers sit under `addedAnswersKey(id)`. See `toFormData`.
 */
export function compile(scope: Scope, options: CompileOptions = {}): CompiledForm {
  const requireAll = options.requireAnswers !== false;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditions: JsonSchema[] = [];
  const order: string[] = [];
  const uiSchema: UiSchema = {};

  for (const question of scopeQuestions(scope)) {
    const key = String(question.id);
    const isRequired = requireAll && !question.optional && isAnswerable(question);
    properties[key] = valueSchema(question, isRequired, null, options);
    uiSchema[key] = questionUi(question, options);
    order.push(key);
    if (isRequired) required.push(key);

    if (question.uiType === 'MULTIPLECHOICE_ADDMORE' || question.allowAddMore) {
      const addedKey = addedAnswersKey(question.id);
      properties[addedKey] = {
        title: 'Other answers',
        type: 'array',
        items: { type: 'string', pattern: NON_BLANK, maxLength: LIMITS.newAnswerLength },
      };
      uiSchema[addedKey] = {
        'ui:options': { questionId: question.id, addedAnswers: true, orderable: false },
      };
      order.push(addedKey);
    }

    const nestedRequired: string[] = [];
    const maxLength = isChoiceQuestion(question) ? LIMITS.customAnswerLength : null;
    for (const nested of sortBySortOrder(question.nestedQuestions)) {
      if (!nested.active || properties[nested.id]) continue;
      const nestedKey = String(nested.id);
      const nestedIsRequired = isRequired && !nested.optional && isAnswerable(nested);
      properties[nestedKey] = valueSchema(nested, nestedIsRequired, maxLength, options);
      const nestedUi = questionUi(nested, options);
      nestedUi['ui:options'] = {
        ...(nestedUi['ui:options'] as Record<string, unknown>),
        parentId: question.id,
      };
      uiSchema[nestedKey] = nestedUi;
      order.push(nestedKey);
      if (nestedIsRequired) nestedRequired.push(nestedKey);
    }
    if (nestedRequired.length === 0) continue;
    const trigger = question.nestedQuestionsId;
    if (trigger === null) {
      required.push(...nestedRequired);
    } else {
      const chosen = isMultipleChoice(question) ? { contains: { const: trigger } } : { const: trigger };
      conditions.push({
        if: { properties: { [key]: chosen }, required: [key] },
        then: { required: nestedRequired },
      });
    }
  }

  const schema: JsonSchema = { type: 'object', properties, required, additionalProperties: false };
  if (options.title) schema.title = options.title;
  if (conditions.length > 0) schema.allOf = conditions;
  uiSchema['ui:order'] = order;
  return { schema, uiSchema };
}

function formValue(question: Question, value: AnswerValue, addedIds: ReadonlySet<number>): unknown {
  if (Array.isArray(value) && addedIds.size > 0) return value.filter((id) => !addedIds.has(id));
  return value;
}

/** The formData for `compile`'s schema from answers (empty values left out, as RJSF does). */
export function toFormData(scope: Scope, answers: AnswerMap): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const question of scopeQuestions(scope)) {
    const answer = answers[question.id];
    if (!answer) continue;
    const key = String(question.id);
    if (question.uiType === 'DATAGRID') {
      if (answer.rows.length > 0) {
        data[key] = answer.rows.map((row) => {
          const values: Record<string, unknown> = {};
          for (const column in row.values) {
            const cell = row.values[column];
            if (cell !== null && cell !== undefined && cell !== '') values[column] = cell;
          }
          return values;
        });
      }
    } else if (!isEmptyValue(answer.value)) {
      data[key] = formValue(
        question,
        answer.value,
        new Set(answer.facilityAddedAnswers.map((added) => added.id)),
      );
    }
    if (answer.facilityAddedAnswers.length > 0) {
      data[addedAnswersKey(question.id)] = answer.facilityAddedAnswers.map((added) => added.title);
    }
    for (const nested of question.nestedQuestions) {
      const value = answer.nestedValues[nested.id];
      if (nested.active && value !== undefined && !isEmptyValue(value)) data[nested.id] = value;
    }
  }
  return data;
}
