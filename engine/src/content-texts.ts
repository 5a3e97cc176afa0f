// A question set's texts keyed by the ids of what they belong to, so a translation survives a new
// version of the set for every question, option or section the version keeps
// (docs/languages-units-themes.md#content). Keys: `set.<id>.title`, `section.<id>.title`,
// `section.<id>.description`, `subsection.<id>.title`, `fieldSet.<id>.title`,
// `question.<id>.<title|instructions|summary|placeholder>`, `question.<id>.guidance.<country|default>`,
// `question.<id>.guidanceOrgGroups.<group>`, `question.<id>.guidanceTourGroups.<group>`,
// `option.<id>.title`.
import type { AnswerOption, FieldSet, Question, QuestionSet, Section, Subsection } from './model.ts';

/** Translated texts by content key; a key that is missing falls back to the authored (English) text. */
export type ContentTexts = Readonly<Record<string, string>>;

const questionFields = ['title', 'instructions', 'summary', 'placeholder'] as const;
const guidanceFields = ['guidance', 'guidanceOrgGroups', 'guidanceTourGroups'] as const;

function collectQuestion(question: Question, into: Record<string, string>): void {
  for (const field of questionFields) {
    const text = question[field];
    if (text) into[`question.${question.id}.${field}`] = text;
  }
  for (const field of guidanceFields) {
    for (const [variant, text] of Object.entries(question[field])) {
      if (text) into[`question.${question.id}.${field}.${variant}`] = text;
    }
  }
  for (const option of question.answers) into[`option.${option.id}.title`] = option.title;
  for (const child of [...question.rowQuestions, ...question.nestedQuestions]) collectQuestion(child, into);
}

/** Every text of the set a reader sees, by content key, in the set's own (authored) language. */
export function questionSetTexts(set: QuestionSet): Record<string, string> {
  const texts: Record<string, string> = { [`set.${set.id}.title`]: set.title };
  for (const section of set.sections) {
    texts[`section.${section.id}.title`] = section.title;
    if (section.description) texts[`section.${section.id}.description`] = section.description;
    for (const subsection of section.subsections) {
      texts[`subsection.${subsection.id}.title`] = subsection.title;
      for (const fieldSet of subsection.fieldSets) {
        texts[`fieldSet.${fieldSet.id}.title`] = fieldSet.title;
        for (const question of fieldSet.questions) collectQuestion(question, texts);
      }
    }
  }
  return texts;
}

/** What translating a set gives: the set in the language, and the keys that fell back to the authored text. */
export interface TranslatedQuestionSet {
  set: QuestionSet;
  fallbacks: string[];
}

/**
 * The set with every text replaced by its translation in `texts`; a text with no translation
 * keeps the authored one whole (never a mix inside one text) and its key is listed in `fallbacks`.
 */
export function translateQuestionSet(set: QuestionSet, texts: ContentTexts, language: string): TranslatedQuestionSet {
  const fallbacks: string[] = [];
  const text = (key: string, authored: string): string => {
    const translated = texts[key];
    if (translated !== undefined && translated !== '') return translated;
    fallbacks.push(key);
    return authored;
  };
  const optional = (key: string, authored: string | null): string | null =>
    authored ? text(key, authored) : authored;
  const variants = (prefix: string, authored: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(authored).map(([variant, value]) => [variant, optional(`${prefix}.${variant}`, value) ?? value]));

  const option = (answer: AnswerOption): AnswerOption => ({ ...answer, title: text(`option.${answer.id}.title`, answer.title) });
  const question = (q: Question): Question => ({
    ...q,
    title: text(`question.${q.id}.title`, q.title),
    instructions: optional(`question.${q.id}.instructions`, q.instructions),
    summary: optional(`question.${q.id}.summary`, q.summary),
    placeholder: optional(`question.${q.id}.placeholder`, q.placeholder),
    guidance: variants(`question.${q.id}.guidance`, q.guidance),
    guidanceOrgGroups: variants(`question.${q.id}.guidanceOrgGroups`, q.guidanceOrgGroups),
    guidanceTourGroups: variants(`question.${q.id}.guidanceTourGroups`, q.guidanceTourGroups),
    answers: q.answers.map(option),
    rowQuestions: q.rowQuestions.map(question),
    nestedQuestions: q.nestedQuestions.map(question),
  });
  const fieldSet = (f: FieldSet): FieldSet => ({ ...f, title: text(`fieldSet.${f.id}.title`, f.title), questions: f.questions.map(question) });
  const subsection = (s: Subsection): Subsection => ({
    ...s,
    title: text(`subsection.${s.id}.title`, s.title),
    fieldSets: s.fieldSets.map(fieldSet),
  });
  const section = (s: Section): Section => ({
    ...s,
    title: text(`section.${s.id}.title`, s.title),
    description: optional(`section.${s.id}.description`, s.description),
    subsections: s.subsections.map(subsection),
  });
  const translated: QuestionSet = {
    ...set,
    language,
    title: text(`set.${set.id}.title`, set.title),
    sections: set.sections.map(section),
  };
  return { set: translated, fallbacks };
}
