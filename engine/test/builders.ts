// Small builders for tests: complete model objects with sensible defaults. Other workspaces' tests
// import them as @oncourse/engine/testing, so the model's fields are listed here only.
import type {
  Answer,
  AnswerOption,
  FieldSet,
  Question,
  QuestionSet,
  Section,
  Subsection,
} from '../src/model.ts';
import { emptyAnswer } from '../src/answer-content.ts';

let nextId = 900_000;
const id = (): number => nextId++;

export function option(title: string, overrides: Partial<AnswerOption> = {}): AnswerOption {
  return {
    id: id(),
    title,
    active: true,
    sortOrder: 0,
    facilityAddedAnswer: false,
    preselected: false,
    ...overrides,
  };
}

export function question(overrides: Partial<Question> = {}): Question {
  return {
    id: id(),
    title: 'A question',
    uiType: 'TEXTINPUTS',
    questionType: 'QUESTIONLIST',
    active: true,
    sortOrder: 0,
    instructions: null,
    summary: null,
    answers: [],
    rowQuestions: [],
    nestedQuestions: [],
    nestedQuestionsId: null,
    unitType: null,
    optional: false,
    fieldType: 'text',
    requiredForCertification: false,
    allowAddMore: false,
    isMultiple: false,
    verticalTableLayout: false,
    placeholder: null,
    guidance: {},
    guidanceTourGroups: {},
    guidanceOrgGroups: {},
    notes: true,
    calculation: null,
    ...overrides,
  };
}

export function answer(overrides: Partial<Answer> = {}): Answer {
  return { ...emptyAnswer(), ...overrides };
}

export const complete = (value: Answer['value'] = 'done', overrides: Partial<Answer> = {}): Answer =>
  answer({ complete: true, value, ...overrides });

export function fieldSet(questions: Question[], overrides: Partial<FieldSet> = {}): FieldSet {
  return { id: id(), title: 'Field set', sortOrder: 0, questions, ...overrides };
}

export function subsection(fieldSets: FieldSet[], overrides: Partial<Subsection> = {}): Subsection {
  return { id: id(), title: 'Subsection', sortOrder: 0, fieldSets, ...overrides };
}

export function section(subsections: Subsection[], overrides: Partial<Section> = {}): Section {
  return {
    id: id(),
    title: 'Section',
    slug: 'section',
    description: null,
    colour: null,
    iconId: null,
    active: true,
    sortOrder: 0,
    subsections,
    ...overrides,
  };
}

export function questionSet(sections: Section[], overrides: Partial<QuestionSet> = {}): QuestionSet {
  return {
    id: id(),
    slug: 'set',
    title: 'Set',
    kind: 'BEST_PRACTICE',
    reviewType: 'nature',
    organisationType: 'FACILITY',
    language: 'en',
    sections,
    ...overrides,
  };
}

/** A whole set holding the given questions in one field set. */
export function setOf(questions: Question[]): QuestionSet {
  return questionSet([section([subsection([fieldSet(questions)])])]);
}
