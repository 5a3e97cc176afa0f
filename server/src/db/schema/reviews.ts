// Question sets, answer sets, answers, notes and the answer history, owned by the reviews module.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  AnswerValue,
  Calculation,
  FacilityAddedAnswer,
  FieldType,
  GridRow,
  OrganisationType,
  Quantity,
  QuestionSetKind,
  QuestionType,
  ReviewType,
  UiType,
  UnitSystem,
} from '@oncourse/engine';
import { organisations, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const questionSets = pgTable('question_sets', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  kind: text('kind').$type<QuestionSetKind>().notNull(),
  reviewType: text('review_type').$type<ReviewType>(),
  organisationType: text('organisation_type').$type<OrganisationType>().notNull(),
  language: text('language').notNull(),
  /** SHA-256 of the fixture the content came from: the seed replaces content only when it changed. */
  contentHash: text('content_hash').notNull(),
  updatedAt: updatedAt(),
});

export const questionSections = pgTable(
  'question_sections',
  {
    id: integer('id').primaryKey(),
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    colour: text('colour'),
    iconId: integer('icon_id'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('question_sections_set_idx').on(t.questionSetId),
    index('question_sections_slug_idx').on(t.slug),
  ],
);

export const questionSubsections = pgTable(
  'question_subsections',
  {
    id: integer('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('question_subsections_section_idx').on(t.sectionId)],
);

export const questionFieldSets = pgTable(
  'question_field_sets',
  {
    id: integer('id').primaryKey(),
    subsectionId: integer('subsection_id')
      .notNull()
      .references(() => questionSubsections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('question_field_sets_subsection_idx').on(t.subsectionId)],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    /** Denormalised so a whole set loads and is replaced with one query. */
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    /** Top-level questions belong to a field set; nested and row questions to their parent. */
    fieldSetId: integer('field_set_id').references(() => questionFieldSets.id, { onDelete: 'cascade' }),
    parentQuestionId: integer('parent_question_id').references((): AnyPgColumn => questions.id, {
      onDelete: 'cascade',
    }),
    parentRelation: text('parent_relation').$type<'nested' | 'row'>(),
    title: text('title').notNull(),
    uiType: text('ui_type').$type<UiType>().notNull(),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    instructions: text('instructions'),
    summary: text('summary'),
    nestedQuestionsId: integer('nested_questions_id'),
    unitType: text('unit_type').$type<Quantity>(),
    optional: boolean('optional').notNull().default(false),
    fieldType: text('field_type').$type<FieldType>(),
    requiredForCertification: boolean('required_for_certification').notNull().default(false),
    allowAddMore: boolean('allow_add_more').notNull().default(false),
    isMultiple: boolean('is_multiple').notNull().default(false),
    verticalTableLayout: boolean('vertical_table_layout').notNull().default(false),
    placeholder: text('placeholder'),
    guidance: jsonb('guidance').$type<Record<string, string>>().notNull().default({}),
    guidanceTourGroups: jsonb('guidance_tour_groups').$type<Record<string, string>>().notNull().default({}),
    guidanceOrgGroups: jsonb('guidance_org_groups').$type<Record<string, string>>().notNull().default({}),
    notes: boolean('notes').notNull().default(false),
    calculation: jsonb('calculation').$type<Calculation>(),
  },
  (t) => [
    index('questions_set_idx').on(t.questionSetId),
    index('questions_field_set_idx').on(t.fieldSetId),
    index('questions_parent_idx').on(t.parentQuestionId),
  ],
);

export const answerOptions = pgTable(
  'answer_options',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    facilityAddedAnswer: boolean('facility_added_answer').notNull().default(false),
    preselected: boolean('preselected').notNull().default(false),
  },
  (t) => [index('answer_options_question_idx').on(t.questionId)],
);

export const answerSets = pgTable(
  'answer_sets',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    /** Annual data sets carry their year; best-practice reviews have none. */
    year: integer('year'),
    complete: boolean('complete').notNull().default(false),
    /** Bumped by every save of answers: a patch names the version it was based on (no lost update). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('answer_sets_org_set_year_unique')
      .on(t.organisationId, t.questionSetId, t.year)
      .nullsNotDistinct(),
    index('answer_sets_question_set_idx').on(t.questionSetId),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => answerSets.id, { onDelete: 'cascade' }),
    // No foreign key to questions on purpose: replacing a question set's content from a changed
    // fixture must never delete what organisations have answered.
    questionId: integer('question_id').notNull(),
    complete: boolean('complete').notNull().default(false),
    savelater: boolean('savelater').notNull().default(false),
    value: jsonb('value').$type<AnswerValue>(),
    unitSystem: text('unit_system').$type<UnitSystem>(),
    nestedValues: jsonb('nested_values').$type<Record<string, AnswerValue>>().notNull().default({}),
    facilityAddedAnswers: jsonb('facility_added_answers')
      .$type<FacilityAddedAnswer[]>()
      .notNull()
      .default([]),
    rows: jsonb('rows').$type<GridRow[]>().notNull().default([]),
    /** The answer set's version at which this answer last changed (0: never saved by a patch). */
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('answers_set_question_unique').on(t.answerSetId, t.questionId),
    index('answers_question_idx').on(t.questionId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** Rich text (HTML), sanitised before it is stored. */
    value: text('value').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_answer_idx').on(t.answerId, t.createdAt),
    index('notes_author_idx').on(t.authorUserId),
  ],
);

/**
 * Every change to an answer (docs/reviews.md#answer-history): written by the statement that saves the
 * answer, one row per answer whose content changed. `before`/`after` hold the answer's content as the
 * save's records carry it (snake_case keys); `before` is null for a first answer. The author is kept
 * by id only, so deleting an account leaves the change attributed to "a former member".
 */
export const answerHistory = pgTable(
  'answer_history',
  {
    id: id(),
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => answerSets.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** The answer set's version the change made. */
    version: integer('version').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client that sent the save: its X-Client-Id header, else its User-Agent (cut to 200 characters). */
    client: text('client'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<StoredAnswerContent>(),
    after: jsonb('after').$type<StoredAnswerContent>().notNull(),
  },
  (t) => [
    index('answer_history_set_question_idx').on(t.answerSetId, t.questionId, t.id),
    index('answer_history_changed_by_idx').on(t.changedByUserId),
  ],
);

/** An answer's content as the history keeps it: the columns of `answers`, by their SQL names. */
export interface StoredAnswerContent {
  complete: boolean;
  savelater: boolean;
  value: AnswerValue | null;
  unit_system: UnitSystem | null;
  nested_values: Record<string, AnswerValue>;
  facility_added_answers: FacilityAddedAnswer[];
  rows: GridRow[];
}
