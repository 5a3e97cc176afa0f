// A large, deterministic question set with answers for two years, for the benchmark.
import type { Answer, AnswerOption, FieldType, Question, QuestionSet, UiType } from '../src/model.ts';
import * as build from '../test/builders.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: [UiType, FieldType | null, number][] = [
  ['TEXTINPUTS', 'number', 35],
  ['TEXTINPUTS', 'text', 15],
  ['TEXTINPUTS', 'date', 5],
  ['TEXTINPUTS', 'percentage', 5],
  ['DROPDOWNLIST', null, 10],
  ['SINGLECHOICE', null, 5],
  ['CHOICE', null, 5],
  ['MULTIPLECHOICE', null, 10],
  ['DATAGRID', null, 10],
];

let nextOption = 500_000;
function options(count: number): AnswerOption[] {
  return Array.from({ length: count }, (_, index) =>
    build.option(`Option ${index + 1}`, { id: nextOption++, sortOrder: index + 1 }),
  );
}

function baseQuestion(id: number, uiType: UiType, fieldType: FieldType | null, optional: boolean): Question {
  return build.question({
    id,
    title: `Question ${id}`,
    uiType,
    sortOrder: id,
    unitType: fieldType === 'number' ? 'volume' : null,
    optional,
    fieldType,
    isMultiple: uiType === 'MULTIPLECHOICE',
  });
}

/** `count` questions in 10 sections × 4 subsections × 5 field sets. */
export function generateSet(count: number): QuestionSet {
  const next = random(42);
  const weights = KINDS.reduce((sum, [, , weight]) => sum + weight, 0);
  let id = 1_000_000;
  const makeQuestion = (): Question => {
    let pick = next() * weights;
    const [uiType, fieldType] = KINDS.find(([, , weight]) => (pick -= weight) < 0) ?? KINDS[0]!;
    const question = baseQuestion(id++, uiType, fieldType, next() < 0.1);
    if (uiType === 'DROPDOWNLIST' || uiType === 'SINGLECHOICE' || uiType === 'MULTIPLECHOICE')
      question.answers = options(6);
    if (uiType === 'CHOICE') question.answers = options(3);
    if (uiType === 'DATAGRID') {
      const type = baseQuestion(id++, 'DROPDOWNLIST', null, false);
      type.answers = options(5);
      question.rowQuestions = [
        type,
        baseQuestion(id++, 'TEXTINPUTS', 'number', false),
        baseQuestion(id++, 'TEXTINPUTS', 'text', true),
      ];
    }
    return question;
  };
  const perFieldSet = Math.ceil(count / 200);
  let made = 0;
  const sections = Array.from({ length: 10 }, (_, s) => ({
    id: 100 + s,
    title: `Section ${s + 1}`,
    slug: `section-${s + 1}`,
    description: null,
    colour: null,
    iconId: null,
    active: true,
    sortOrder: s + 1,
    subsections: Array.from({ length: 4 }, (_, u) => ({
      id: 1000 + s * 4 + u,
      title: `Subsection ${u + 1}`,
      sortOrder: u + 1,
      fieldSets: Array.from({ length: 5 }, (_, f) => ({
        id: 5000 + (s * 4 + u) * 5 + f,
        title: `Field set ${f + 1}`,
        sortOrder: f + 1,
        questions: Array.from({ length: Math.max(0, Math.min(perFieldSet, count - made)) }, () => {
          made++;
          return makeQuestion();
        }),
      })),
    })),
  }));
  return {
    id: 99,
    slug: 'bench',
    title: 'Benchmark',
    kind: 'ANNUAL_DATA',
    reviewType: null,
    organisationType: 'FACILITY',
    language: 'en',
    sections,
  };
}

export function allQuestions(set: QuestionSet): Question[] {
  return set.sections.flatMap((s) => s.subsections.flatMap((u) => u.fieldSets.flatMap((f) => f.questions)));
}

/** A valid value for a question (the same generator feeds both libraries). */
export function valueFor(question: Question, next: () => number): Pick<Answer, 'value' | 'rows'> {
  const pickOption = (): number => question.answers[Math.floor(next() * question.answers.length)]!.id;
  switch (question.uiType) {
    case 'DROPDOWNLIST':
    case 'SINGLECHOICE':
    case 'CHOICE':
      return { value: pickOption(), rows: [] };
    case 'MULTIPLECHOICE':
      return { value: [...new Set([pickOption(), pickOption()])], rows: [] };
    case 'DATAGRID': {
      const [type, amount, comment] = question.rowQuestions as [Question, Question, Question];
      const rows = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, index) => ({
        id: `r${index}`,
        values: {
          [type.id]: type.answers[index % type.answers.length]!.id,
          [amount.id]: Math.round(next() * 100000) / 100,
          [comment.id]: `Row ${index}`,
        },
      }));
      return { value: null, rows };
    }
    default:
      break;
  }
  switch (question.fieldType) {
    case 'number':
      return { value: Math.round(next() * 1_000_000) / 100, rows: [] };
    case 'percentage':
      return { value: Math.round(next() * 10000) / 100, rows: [] };
    case 'date':
      return { value: `2024-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`, rows: [] };
    default:
      return { value: `Answer text ${Math.floor(next() * 1000)}`, rows: [] };
  }
}

/** Answers to a share of the questions, all saved as complete. */
export function generateAnswers(set: QuestionSet, share: number, seed: number): Record<string, Answer> {
  const next = random(seed);
  const answers: Record<string, Answer> = {};
  for (const question of allQuestions(set)) {
    if (next() >= share) continue;
    const { value, rows } = valueFor(question, next);
    answers[question.id] = {
      complete: true,
      savelater: false,
      value,
      unitMeasurementType: question.unitType ? 'metric' : null,
      nestedValues: {},
      facilityAddedAnswers: [],
      rows,
      notes: [],
    };
  }
  return answers;
}
