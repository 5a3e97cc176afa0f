/**
 * What the answer of a question type holds: a value typed in, one option, several options, rows of
 * a table, or nothing (the product calculates it).
 */
export type AnswerShape = 'value' | 'option' | 'options' | 'rows' | 'calculated';

export interface UiTypeTraits {
  answer: AnswerShape;
  /** People may add options of their own to the list. */
  addMore?: true;
  /** An option opens questions of its own (nested values). */
  nested?: true;
  /** Two colleagues' ticks can be kept in one answer instead of choosing one (docs/reviews.md#behaviour). */
  combinable?: true;
}

/**
 * Every question type and what its answer holds (docs/engineering.md#question-types): validation,
 * merging, the fixtures' answers and the stories' sample answers read this table, so a new uiType
 * is a line here, its renderer file, its registry line and its story.
 */
export const UI_TYPES = {
  TEXTINPUTS: { answer: 'value' },
  DROPDOWNLIST: { answer: 'option' },
  MULTIPLECHOICE: { answer: 'options', combinable: true },
  MULTIPLECHOICE_ADDMORE: { answer: 'options', addMore: true, combinable: true },
  MULTIPLECHOICE_NESTED: { answer: 'options', nested: true },
  SINGLECHOICE: { answer: 'option' },
  CHOICE: { answer: 'option' },
  DATAGRID: { answer: 'rows' },
  CALCULATING: { answer: 'calculated' },
} as const satisfies Record<string, UiTypeTraits>;

export type UiType = keyof typeof UI_TYPES;

/** Every uiType, in the table's order. */
export const UI_TYPE_NAMES = Object.keys(UI_TYPES) as readonly UiType[];

const NO_TRAITS: UiTypeTraits = { answer: 'value' };

/**
 * The traits of a uiType; one the product does not know (a newer question set read by an older
 * build) takes a typed value, as its fallback renderer shows it.
 */
export function uiTypeTraits(uiType: string): UiTypeTraits {
  return Object.hasOwn(UI_TYPES, uiType) ? UI_TYPES[uiType as UiType] : NO_TRAITS;
}

/** What a question's answer holds, by its uiType. */
export function answerShape(question: { uiType: string }): AnswerShape {
  return uiTypeTraits(question.uiType).answer;
}
