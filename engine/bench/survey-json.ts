// The same content as a SurveyJS (survey-core) model, with the same rules where SurveyJS has
// them: required questions, numbers ≥ 0, percentages ≤ 100, dates not after today, choices
// from the options, grid cells required and at most 250 characters.
import type { Answer, Question, QuestionSet } from '../src/model.ts';

type SurveyElement = Record<string, unknown>;

function choices(question: Question): { value: number; text: string }[] {
  return question.answers.map((option) => ({ value: option.id, text: option.title }));
}

function cell(question: Question): SurveyElement {
  const base = { name: String(question.id), title: question.title, isRequired: !question.optional };
  if (question.uiType === 'DROPDOWNLIST')
    return { ...base, cellType: 'dropdown', choices: choices(question) };
  if (question.fieldType === 'number')
    return { ...base, cellType: 'text', inputType: 'number', min: 0, step: 0.01 };
  return { ...base, cellType: 'text', maxLength: 250, validators: [{ type: 'text', maxLength: 250 }] };
}

function element(question: Question, today: string): SurveyElement {
  const base = { name: String(question.id), title: question.title, isRequired: !question.optional };
  switch (question.uiType) {
    case 'DROPDOWNLIST':
      return { ...base, type: 'dropdown', choices: choices(question) };
    case 'SINGLECHOICE':
    case 'CHOICE':
      return { ...base, type: 'radiogroup', choices: choices(question) };
    case 'MULTIPLECHOICE':
      return { ...base, type: 'checkbox', choices: choices(question) };
    case 'DATAGRID':
      return { ...base, type: 'matrixdynamic', rowCount: 0, columns: question.rowQuestions.map(cell) };
    default:
      break;
  }
  switch (question.fieldType) {
    case 'number':
      return {
        ...base,
        type: 'text',
        inputType: 'number',
        min: 0,
        step: 0.01,
        validators: [{ type: 'numeric', minValue: 0 }],
      };
    case 'percentage':
      return {
        ...base,
        type: 'text',
        inputType: 'number',
        min: 0,
        max: 100,
        validators: [{ type: 'numeric', minValue: 0, maxValue: 100 }],
      };
    case 'date':
      return { ...base, type: 'text', inputType: 'date', max: today };
    default:
      return { ...base, type: 'text' };
  }
}

/** A SurveyJS JSON definition: one page per section, one panel per field set. */
export function toSurveyJson(set: QuestionSet, today: string): SurveyElement {
  return {
    progressBarType: 'questions',
    checkErrorsMode: 'onComplete',
    pages: set.sections.map((section) => ({
      name: section.slug,
      title: section.title,
      elements: section.subsections.flatMap((subsection) =>
        subsection.fieldSets.map((fieldSet) => ({
          type: 'panel',
          name: `fs-${fieldSet.id}`,
          title: fieldSet.title,
          elements: fieldSet.questions.map((question) => element(question, today)),
        })),
      ),
    })),
  };
}

/** SurveyJS data for the same answers: values by question name, grids as row objects. */
export function toSurveyData(answers: Record<string, Answer>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key in answers) {
    const answer = answers[key]!;
    data[key] = answer.rows.length > 0 ? answer.rows.map((row) => ({ ...row.values })) : answer.value;
  }
  return data;
}
