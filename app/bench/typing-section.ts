// A 200-question section for the typing benchmark, cloned from the fixtures' real questions
// (every uiType the nature review uses, plus annual data's grid and calculation).
import type { FieldSet, Question, QuestionSet, Section } from '@oncourse/engine';

const FIELD_SETS = 20;
const PER_FIELD_SET = 10;

function allQuestions(set: QuestionSet): Question[] {
  return set.sections.flatMap((section) =>
    section.subsections.flatMap((subsection) =>
      subsection.fieldSets.flatMap((fieldSet) => fieldSet.questions),
    ),
  );
}

/** 20 field sets of 10 questions in 4 subsections; the first field set is annual data's water (grid, calculation). */
export function typingSection(nature: QuestionSet, annual: QuestionSet): Section {
  const templates = allQuestions(nature).filter((question) => question.active);
  const water = annual.sections[0]?.subsections[0]?.fieldSets[0];
  if (!water) throw new Error('The annual data fixture has no water field set');
  let nextId = 100_000;
  const fieldSets: FieldSet[] = [water];
  let taken = water.questions.length;
  for (let index = 1; index < FIELD_SETS; index++) {
    const questions: Question[] = [];
    const count = index === 1 ? PER_FIELD_SET * 2 - taken : PER_FIELD_SET;
    for (let position = 0; position < count; position++) {
      const template = templates[(index * PER_FIELD_SET + position) % templates.length] as Question;
      questions.push({
        ...template,
        id: nextId++,
        sortOrder: position,
        title: `${template.title} (${index}.${position + 1})`,
      });
    }
    taken = 0;
    fieldSets.push({ id: 900 + index, title: `Field set ${index + 1}`, sortOrder: index, questions });
  }
  return {
    id: 1,
    title: 'Typing benchmark',
    slug: 'typing',
    description: null,
    colour: null,
    iconId: null,
    active: true,
    sortOrder: 0,
    subsections: [0, 1, 2, 3].map((part) => ({
      id: 10 + part,
      title: `Subsection ${part + 1}`,
      sortOrder: part,
      fieldSets: fieldSets.slice(part * 5, part * 5 + 5),
    })),
  };
}
