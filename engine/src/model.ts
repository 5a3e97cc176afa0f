// The questionnaire model: one definition, mirrored structurally by the OpenAPI contract
// (openapi/ proves identity in a type test). Add fields here; never rename or remove them.

export type { UiType } from './ui-types.ts';
import type { UiType } from './ui-types.ts';

export type QuestionType = 'QUESTIONLIST' | 'CALCULATING';

/** The stored measurement_unit values (docs/languages-units-themes.md#units), exact strings. */
export type UnitSystem = 'metric' | 'british imperial' | 'united states customary';

export type Quantity =
  | 'area'
  | 'smallArea'
  | 'volume'
  | 'mass'
  | 'length'
  | 'distance'
  | 'flowRate'
  | 'electricity'
  | 'fuelVolume'
  | 'gasEnergy'
  | 'currency';

export type FieldType = 'text' | 'textarea' | 'number' | 'date' | 'email' | 'url' | 'percentage';

export interface AnswerOption {
  id: number;
  title: string;
  active: boolean;
  sortOrder: number;
  facilityAddedAnswer: boolean;
  preselected: boolean;
}

export interface Question {
  id: number;
  title: string;
  uiType: UiType;
  questionType: QuestionType;
  active: boolean;
  sortOrder: number;
  instructions: string | null;
  summary: string | null;
  answers: AnswerOption[];
  rowQuestions: Question[];
  nestedQuestions: Question[];
  nestedQuestionsId: number | null;
  unitType: Quantity | null;
  optional: boolean;
  fieldType: FieldType | null;
  requiredForCertification: boolean;
  allowAddMore: boolean;
  isMultiple: boolean;
  verticalTableLayout: boolean;
  placeholder: string | null;
  /** Keyed by ISO 3166-1 alpha-2 country code, plus 'default'. */
  guidance: Record<string, string>;
  /** Keyed by tournament group. */
  guidanceTourGroups: Record<string, string>;
  /** Keyed by organisation group. */
  guidanceOrgGroups: Record<string, string>;
  /** Whether notes may be added to this question's answer. */
  notes: boolean;
  /** Only for CALCULATING questions. */
  calculation: Calculation | null;
}

export interface FieldSet {
  id: number;
  title: string;
  sortOrder: number;
  questions: Question[];
}

export interface Subsection {
  id: number;
  title: string;
  sortOrder: number;
  fieldSets: FieldSet[];
}

export interface Section {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  colour: string | null;
  iconId: number | null;
  active: boolean;
  sortOrder: number;
  subsections: Subsection[];
}

export type QuestionSetKind = 'BEST_PRACTICE' | 'ANNUAL_DATA';

/** The two kinds of organisation (docs/organisations.md#purpose): each has its own theme, roles and question sets. */
export type OrganisationType = 'FACILITY' | 'TOURNAMENT';

export type ReviewType = 'nature' | 'resources' | 'community' | 'approach' | 'baseline';

export interface QuestionSet {
  id: number;
  slug: string;
  title: string;
  kind: QuestionSetKind;
  reviewType: ReviewType | null;
  organisationType: OrganisationType;
  language: string;
  sections: Section[];
}

/**
 * Choice answers hold the selected option ids: a single id (number) for DROPDOWNLIST,
 * SINGLECHOICE and CHOICE, an array of ids for the MULTIPLECHOICE kinds. Text inputs hold a
 * string (dates as yyyy-MM-dd), numeric inputs a number, CALCULATING questions their result.
 */
export type AnswerValue = string | number | number[] | null;

/** One data-grid row; `values` is keyed by row question id. */
export interface GridRow {
  id: string;
  values: Record<string, string | number | null>;
}

export interface FacilityAddedAnswer {
  id: number;
  title: string;
}

/** `value` is rich text (HTML). */
export interface Note {
  id: number;
  questionId: number;
  type: 'notes';
  createDate: string;
  value: string;
}

export interface Answer {
  complete: boolean;
  savelater: boolean;
  value: AnswerValue;
  unitMeasurementType: UnitSystem | null;
  /** Keyed by nested question id. */
  nestedValues: Record<string, AnswerValue>;
  facilityAddedAnswers: FacilityAddedAnswer[];
  rows: GridRow[];
  notes: Note[];
}

export interface AnswerSet {
  id: number;
  questionSetId: number;
  organisationId: number;
  /** Annual data sets carry their year; best-practice reviews have none. */
  year: number | null;
  complete: boolean;
  /** Keyed by question id. */
  answers: Record<string, Answer>;
}

/**
 * A calculation for a CALCULATING question: a data-only expression tree (plain JSON),
 * evaluated by `calculate` without eval or Function.
 *
 * - `expression`: the tree, see {@link Expr}.
 * - `unit`: label of the result, e.g. 'kg CO2e'.
 * - `source`: where constants come from, e.g. 'UK Government GHG Conversion Factors for
 *   Company Reporting 2024 (DESNZ)'.
 * - `tables`: lookup tables used by `{ lookup }` nodes, by name, each mapping a string key
 *   (for example an answer option id or a fuel name) to a number.
 * - `decimals`: round the final result to this many decimals (default: no rounding).
 */
export interface Calculation {
  expression: Expr;
  unit?: string;
  source?: string;
  tables?: Record<string, Record<string, number>>;
  decimals?: number;
}

/** Arithmetic operators; `+ * min max` take any number of args, `- /` fold left. */
export type ExprOp = '+' | '-' | '*' | '/' | 'min' | 'max';

/**
 * One node of a calculation expression. Every node evaluates to a number, except that a
 * `lookup` key may also be a plain string literal or a cell/answer holding text.
 *
 * - `12.5` — a number literal.
 * - `{ answer: 10010 }` — the numeric value of question 10010's answer (numeric strings are
 *   parsed; booleans are 1/0; a choice answer yields its first selected option id; a missing
 *   or empty answer yields 0 and is reported as missing). With `quantity` and `in`, the value
 *   is converted from the answer's `unitMeasurementType` to the system `in`.
 * - `{ op: '+', args: [...] }` — arithmetic over the args (division by zero yields 0 and an error).
 * - `{ sumRows: 10020, column: 10021 }` — sum of one column over a data grid's rows, optionally
 *   converted like `answer`.
 * - `{ sumRows: 10020, each: <expr> }` — sum of `each` evaluated per row; inside it
 *   `{ cell: rowQuestionId }` reads that row's cell.
 * - `{ cell: 10021 }` — a cell of the current data-grid row (only inside `each`).
 * - `{ convert: <expr>, quantity: 'volume', from: 'united states customary', to: 'metric' }` —
 *   unit conversion with the exact legal definitions (see `convert`). Currency needs a rate in
 *   the calculation context.
 * - `{ lookup: 'factors', key: <expr or string>, default?: 0 }` — a value from a table
 *   declared on the calculation; the key is stringified (numbers without trailing zeros).
 * - `{ round: <expr>, decimals: 2 }` — round half away from zero.
 */
export type Expr =
  | number
  | AnswerExpr
  | CellExpr
  | OpExpr
  | SumRowsColumnExpr
  | SumRowsEachExpr
  | ConvertExpr
  | LookupExpr
  | RoundExpr;

export interface AnswerExpr {
  answer: number;
  quantity?: Quantity;
  in?: UnitSystem;
}
export interface CellExpr {
  cell: number;
}
export interface OpExpr {
  op: ExprOp;
  args: Expr[];
}
export interface SumRowsColumnExpr {
  sumRows: number;
  column: number;
  quantity?: Quantity;
  in?: UnitSystem;
}
export interface SumRowsEachExpr {
  sumRows: number;
  each: Expr;
}
export interface ConvertExpr {
  convert: Expr;
  quantity: Quantity;
  from: UnitSystem;
  to: UnitSystem;
}
export interface LookupExpr {
  lookup: string;
  key: Expr | string;
  default?: number;
}
export interface RoundExpr {
  round: Expr;
  decimals: number;
}

/** Error codes of the catalogue (docs/errors.md#catalogue) used by answer validation (numbers in ERROR_NUMBERS). */
export type ValidationErrorCode =
  | 'REQUIRED_FIELD_MISSING'
  | 'BELOW_MIN_VALUE'
  | 'ABOVE_MAX_VALUE'
  | 'INCORRECT_FORMAT'
  | 'INCORRECT_DATE_ORDER'
  | 'DUPLICATED_VALUE'
  | 'UNKNOWN_ENUM_VALUE'
  | 'NOT_ARRAY_VALUE'
  | 'INACTIVE_RESOURCE';

/**
 * One validation problem in an answer. `field` is a path: the question id, then optionally
 * `.nested.<id>`, `.rows.<index>.<rowQuestionId>`, `.notes.<index>`, `.facilityAddedAnswers.<index>`.
 */
export interface ValidationError {
  field: string;
  code: ValidationErrorCode;
  number: number;
  message: string;
  /**
   * The limit a BELOW_MIN_VALUE or ABOVE_MAX_VALUE of a number broke, in the unit it was typed in
   * (unit null for plain numbers and money), so a renderer can say it in the reader's language.
   */
  limit?: { value: number; unit: string | null };
}
