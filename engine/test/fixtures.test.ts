// Every question-set and answer-set fixture is well-formed: the shape the API returns,
// unique ids, all uiTypes used, calculations that resolve, answers that validate.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  calculationReferences,
  progress,
  prefill,
  validateAnswers,
  type AnswerSet,
  type Question,
  type QuestionSet,
  type UiType,
} from '../src/index.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const readJson = <T>(...parts: string[]): T =>
  JSON.parse(readFileSync(join(fixtures, ...parts), 'utf8')) as T;

interface IndexEntry {
  file: string;
  id: number;
  slug: string;
  kind: string;
}
const index = readJson<{ files: IndexEntry[] }>('question-sets', 'index.json');
const sets = index.files.map((entry) => ({ entry, set: readJson<QuestionSet>('question-sets', entry.file) }));
const answerFiles = readdirSync(join(fixtures, 'answer-sets')).filter((file) => file.endsWith('.json'));
const answerSets = answerFiles.map((file) => ({ file, answerSet: readJson<AnswerSet>('answer-sets', file) }));

const KEYS = {
  set: ['id', 'slug', 'title', 'kind', 'reviewType', 'organisationType', 'language', 'sections'],
  section: ['id', 'title', 'slug', 'description', 'colour', 'iconId', 'active', 'sortOrder', 'subsections'],
  subsection: ['id', 'title', 'sortOrder', 'fieldSets'],
  fieldSet: ['id', 'title', 'sortOrder', 'questions'],
  question: [
    'id',
    'title',
    'uiType',
    'questionType',
    'active',
    'sortOrder',
    'instructions',
    'summary',
    'answers',
    'rowQuestions',
    'nestedQuestions',
    'nestedQuestionsId',
    'unitType',
    'optional',
    'fieldType',
    'requiredForCertification',
    'allowAddMore',
    'isMultiple',
    'verticalTableLayout',
    'placeholder',
    'guidance',
    'guidanceTourGroups',
    'guidanceOrgGroups',
    'notes',
    'calculation',
  ],
  option: ['id', 'title', 'active', 'sortOrder', 'facilityAddedAnswer', 'preselected'],
  answerSet: ['id', 'questionSetId', 'organisationId', 'year', 'complete', 'answers'],
  answer: [
    'complete',
    'savelater',
    'value',
    'unitMeasurementType',
    'nestedValues',
    'facilityAddedAnswers',
    'rows',
    'notes',
  ],
};
const sortedKeys = (value: object): string[] => Object.keys(value).sort();

/** Every question of a set including nested and row questions. */
function allQuestions(set: QuestionSet): Question[] {
  const out: Question[] = [];
  const visit = (question: Question): void => {
    out.push(question);
    question.nestedQuestions.forEach(visit);
    question.rowQuestions.forEach(visit);
  };
  set.sections.forEach((s) =>
    s.subsections.forEach((sub) => sub.fieldSets.forEach((fs) => fs.questions.forEach(visit))),
  );
  return out;
}
const topLevel = (set: QuestionSet): Question[] =>
  set.sections.flatMap((s) => s.subsections.flatMap((sub) => sub.fieldSets.flatMap((fs) => fs.questions)));

describe('question-set fixtures', () => {
  it('index.json lists every question-set file, and each exists', () => {
    const files = readdirSync(join(fixtures, 'question-sets')).filter(
      (file) => file.endsWith('.json') && file !== 'index.json',
    );
    expect(index.files.map((entry) => entry.file).sort()).toEqual(files.sort());
    for (const { entry, set } of sets) {
      expect(existsSync(join(fixtures, 'question-sets', entry.file))).toBe(true);
      expect({ id: set.id, slug: set.slug, kind: set.kind }).toEqual({
        id: entry.id,
        slug: entry.slug,
        kind: entry.kind,
      });
    }
  });

  it('has exactly the fields of the QuestionSet model at every level', () => {
    for (const { set } of sets) {
      expect(sortedKeys(set)).toEqual([...KEYS.set].sort());
      for (const section of set.sections) {
        expect(sortedKeys(section)).toEqual([...KEYS.section].sort());
        for (const subsection of section.subsections) {
          expect(sortedKeys(subsection)).toEqual([...KEYS.subsection].sort());
          for (const fieldSet of subsection.fieldSets)
            expect(sortedKeys(fieldSet)).toEqual([...KEYS.fieldSet].sort());
        }
      }
      for (const question of allQuestions(set)) {
        expect(sortedKeys(question), `question ${question.id}`).toEqual([...KEYS.question].sort());
        for (const option of question.answers) expect(sortedKeys(option)).toEqual([...KEYS.option].sort());
        expect(question.questionType === 'CALCULATING').toBe(question.uiType === 'CALCULATING');
        expect(question.calculation !== null).toBe(question.uiType === 'CALCULATING');
        if (
          [
            'DROPDOWNLIST',
            'SINGLECHOICE',
            'CHOICE',
            'MULTIPLECHOICE',
            'MULTIPLECHOICE_ADDMORE',
            'MULTIPLECHOICE_NESTED',
          ].includes(question.uiType)
        ) {
          expect(question.answers.length, `options of ${question.id}`).toBeGreaterThan(1);
        }
        if (question.uiType === 'DATAGRID') expect(question.rowQuestions.length).toBeGreaterThan(0);
        if (question.nestedQuestionsId !== null)
          expect(question.answers.map((option) => option.id)).toContain(question.nestedQuestionsId);
      }
    }
  });

  it('uses integer ids unique across all files, in the agreed ranges', () => {
    const seen = new Map<number, string>();
    const claim = (id: number, what: string, min: number, max: number): void => {
      expect(Number.isInteger(id), what).toBe(true);
      expect(id, what).toBeGreaterThanOrEqual(min);
      expect(id, what).toBeLessThanOrEqual(max);
      expect(seen.get(id), `${what} reuses id ${id}`).toBeUndefined();
      seen.set(id, what);
    };
    const setIds = new Set<number>();
    for (const { set } of sets) {
      expect(setIds.has(set.id)).toBe(false);
      setIds.add(set.id);
      expect(set.id).toBeGreaterThanOrEqual(1);
      expect(set.id).toBeLessThanOrEqual(20);
      for (const section of set.sections) {
        claim(section.id, `section ${section.title}`, 100, 999);
        for (const subsection of section.subsections) {
          claim(subsection.id, `subsection ${subsection.title}`, 1000, 4999);
          for (const fieldSet of subsection.fieldSets)
            claim(fieldSet.id, `field set ${fieldSet.title}`, 5000, 9999);
        }
      }
      for (const question of allQuestions(set)) {
        claim(question.id, `question ${question.title}`, 10000, 49999);
        for (const option of question.answers) claim(option.id, `option ${option.title}`, 50000, 89999);
      }
    }
  });

  it('has at least 150 questions and every uiType at least twice', () => {
    const questions = sets.flatMap(({ set }) => topLevel(set));
    expect(questions.length).toBeGreaterThanOrEqual(150);
    const counts = new Map<UiType, number>();
    for (const question of sets.flatMap(({ set }) => allQuestions(set)))
      counts.set(question.uiType, (counts.get(question.uiType) ?? 0) + 1);
    const uiTypes: UiType[] = [
      'TEXTINPUTS',
      'DROPDOWNLIST',
      'MULTIPLECHOICE',
      'MULTIPLECHOICE_ADDMORE',
      'MULTIPLECHOICE_NESTED',
      'SINGLECHOICE',
      'CHOICE',
      'DATAGRID',
      'CALCULATING',
    ];
    for (const uiType of uiTypes) expect(counts.get(uiType) ?? 0, uiType).toBeGreaterThanOrEqual(2);
  });

  it('covers the reviews and annual data the programme needs', () => {
    const kinds = sets.map(({ set }) => `${set.kind}:${set.reviewType ?? set.organisationType}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'BEST_PRACTICE:nature',
        'BEST_PRACTICE:resources',
        'BEST_PRACTICE:community',
        'BEST_PRACTICE:approach',
        'BEST_PRACTICE:baseline',
        'ANNUAL_DATA:FACILITY',
        'ANNUAL_DATA:TOURNAMENT',
      ]),
    );
    const nature = sets.find(({ set }) => set.reviewType === 'nature')!.set;
    expect(nature.sections.map((section) => section.title)).toEqual([
      'Habitat/Biodiversity',
      'Turfgrass',
      'Pollution Prevention',
    ]);
  });

  it('has nested, row, optional and certification questions, and guidance for at least three countries', () => {
    const questions = sets.flatMap(({ set }) => allQuestions(set));
    expect(questions.some((q) => q.nestedQuestions.length > 0)).toBe(true);
    expect(questions.some((q) => q.rowQuestions.length > 0)).toBe(true);
    expect(questions.some((q) => q.optional)).toBe(true);
    expect(questions.some((q) => q.requiredForCertification)).toBe(true);
    expect(questions.some((q) => !q.active)).toBe(true);
    const countries = new Set(
      questions.flatMap((q) => Object.keys(q.guidance)).filter((key) => key !== 'default'),
    );
    expect(countries.size).toBeGreaterThanOrEqual(3);
    expect(questions.some((q) => Object.keys(q.guidanceOrgGroups).length > 0)).toBe(true);
    expect(questions.some((q) => Object.keys(q.guidanceTourGroups).length > 0)).toBe(true);
  });

  it('has calculations whose references resolve within their set', () => {
    for (const { set } of sets) {
      const byId = new Map(allQuestions(set).map((q) => [q.id, q]));
      for (const question of allQuestions(set).filter((q) => q.calculation)) {
        const refs = calculationReferences(question.calculation!);
        for (const id of refs.questions) expect(byId.has(id), `${question.title} reads ${id}`).toBe(true);
        const rowIds = new Set(
          refs.questions.flatMap((id) => byId.get(id)!.rowQuestions.map((row) => row.id)),
        );
        for (const cell of refs.cells)
          expect(rowIds.has(cell), `${question.title} reads cell ${cell}`).toBe(true);
        for (const table of refs.tables) expect(question.calculation!.tables?.[table], table).toBeDefined();
        for (const table of Object.values(question.calculation!.tables ?? {})) {
          for (const key of Object.keys(table)) {
            if (/^\d+$/.test(key))
              expect(
                allQuestions(set).some((q) => q.answers.some((option) => option.id === Number(key))),
              ).toBe(true);
          }
        }
        expect(calculate(question, {}).errors).toEqual(
          expect.not.arrayContaining([expect.stringMatching(/Unknown|outside/)]),
        );
      }
    }
  });

  it('has one carbon calculation: no question computes a footprint with factors of its own', () => {
    for (const { set } of sets) {
      for (const question of allQuestions(set)) {
        if (question.uiType !== 'CALCULATING') continue;
        expect(question.title, `${set.slug} ${question.id}`).not.toMatch(/carbon footprint/i);
        expect(question.calculation?.source ?? '', `${set.slug} ${question.id}`).not.toMatch(
          /conversion factors|DESNZ/i,
        );
      }
    }
  });
});

describe('answer-set fixtures', () => {
  const setById = new Map(sets.map(({ set }) => [set.id, set]));
  const today = new Date().toISOString().slice(0, 10);

  it('has exactly the fields of the AnswerSet model, for the demo facility', () => {
    for (const { file, answerSet } of answerSets) {
      expect(sortedKeys(answerSet), file).toEqual([...KEYS.answerSet].sort());
      expect(answerSet.organisationId).toBe(1);
      for (const answer of Object.values(answerSet.answers))
        expect(sortedKeys(answer)).toEqual([...KEYS.answer].sort());
    }
  });

  it('answers questions of its own set, with answers that validate', () => {
    const answerIds = new Set<number>();
    const noteIds = new Set<number>();
    for (const { file, answerSet } of answerSets) {
      expect(answerIds.has(answerSet.id)).toBe(false);
      answerIds.add(answerSet.id);
      const set = setById.get(answerSet.questionSetId);
      expect(set, file).toBeDefined();
      const ids = new Set(topLevel(set!).map((q) => String(q.id)));
      for (const key of Object.keys(answerSet.answers))
        expect(ids.has(key), `${file} answers ${key}`).toBe(true);
      for (const answer of Object.values(answerSet.answers)) {
        for (const note of answer.notes) {
          expect(noteIds.has(note.id)).toBe(false);
          noteIds.add(note.id);
        }
      }
      expect(validateAnswers(set!, answerSet.answers, { today }), file).toEqual([]);
    }
  });

  it('has facility annual data for 2024 (complete) and 2025 (in progress), and best-practice sets partly answered', () => {
    const annual = answerSets.filter(
      ({ answerSet }) => setById.get(answerSet.questionSetId)?.slug === 'annual-data-facility',
    );
    expect(annual.map(({ answerSet }) => answerSet.year).sort()).toEqual([2024, 2025]);
    const [y2024, y2025] = [2024, 2025].map(
      (year) => annual.find(({ answerSet }) => answerSet.year === year)!.answerSet,
    );
    const set = setById.get(y2024!.questionSetId)!;
    expect(progress(set, y2024!.answers)).toBe(100);
    expect(validateAnswers(set, y2024!.answers, { today, requireAnswers: true })).toEqual([]);
    const thisYear = progress(set, y2025!.answers);
    expect(thisYear).toBeGreaterThan(0);
    expect(thisYear).toBeLessThan(100);
    expect(prefill(y2025!.answers, y2024!.answers).prefilled.length).toBeGreaterThan(10);

    const bestPractice = answerSets.filter(
      ({ answerSet }) => setById.get(answerSet.questionSetId)?.kind === 'BEST_PRACTICE',
    );
    expect(bestPractice.length).toBeGreaterThanOrEqual(2);
    for (const { answerSet } of bestPractice) {
      expect(answerSet.year).toBeNull();
      const value = progress(setById.get(answerSet.questionSetId)!, answerSet.answers);
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(100);
    }
  });

  it('computes the 2024 water total from the fixture answers', () => {
    const y2024 = answerSets.find(({ answerSet }) => answerSet.year === 2024)!.answerSet;
    const set = setById.get(y2024.questionSetId)!;
    const water = allQuestions(set).find((q) => q.title === 'Total water used')!;
    expect(calculate(water, y2024.answers).value).toBe(43860.5);
  });
});
