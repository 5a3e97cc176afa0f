// Certification cases and everything said and decided in them (docs/certification.md), owned by the
// certification module.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { documents } from './documents.ts';
import { verifiers } from './programme.ts';

export type CaseStateName =
  'desk-review' | 'returned' | 'verification' | 'decision' | 'certified' | 'not-certified' | 'withdrawn';

/** The version of each answer set a case was submitted with. */
export interface SubmittedAnswerSet {
  answerSetId: number;
  questionSetId: number;
  year: number | null;
  version: number;
}

export const certificationCases = pgTable(
  'certification_cases',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    state: text('state').$type<CaseStateName>().notNull(),
    /** Bumped by every change of state: an action names the version it was based on. */
    version: integer('version').notNull().default(1),
    reviewYear: integer('review_year').notNull(),
    submitted: jsonb('submitted').$type<SubmittedAnswerSet[]>().notNull(),
    verifierId: integer('verifier_id').references(() => verifiers.id, { onDelete: 'set null' }),
    renewsCaseId: integer('renews_case_id').references((): AnyPgColumn => certificationCases.id, {
      onDelete: 'set null',
    }),
    visitDate: date('visit_date', { mode: 'string' }),
    visitMode: text('visit_mode').$type<'on-site' | 'remote'>(),
    recommendation: text('recommendation').$type<'certify' | 'do-not-certify'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    validUntil: date('valid_until', { mode: 'string' }),
    reasons: text('reasons'),
    /** Printed on the certificate; anyone can check it on the verification page. */
    certificateCode: text('certificate_code').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certification_cases_organisation_idx').on(t.organisationId),
    index('certification_cases_state_idx').on(t.state, t.updatedAt),
    index('certification_cases_verifier_idx').on(t.verifierId),
    // The staff queue's default page: the cases under way, longest waiting first, read in order
    // (without it, every page joined all cases under way with their organisations and sorted them).
    index('certification_cases_queue_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.state} not in ('certified', 'not-certified', 'withdrawn')`),
    // The reminder job reads the certificates whose last day comes near.
    index('certification_cases_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.state} = 'certified'`),
    // One case under way per organisation, whatever two clicks at once try.
    uniqueIndex('certification_cases_one_open')
      .on(t.organisationId)
      .where(sql`${t.state} not in ('certified', 'not-certified', 'withdrawn')`),
  ],
);

/** Every change of a case's state and every staff note: the timeline. */
export const certificationEvents = pgTable(
  'certification_events',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state').$type<CaseStateName>(),
    toState: text('to_state').$type<CaseStateName>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    /** Seen by staff only, never by the club. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('certification_events_case_idx').on(t.caseId, t.id)],
);

export const certificationRequests = pgTable(
  'certification_requests',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    kind: text('kind').$type<'evidence' | 'clarification'>().notNull(),
    text: text('text').notNull(),
    openedByUserId: integer('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_requests_case_idx').on(t.caseId)],
);

export const certificationReplies = pgTable(
  'certification_replies',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => certificationRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the case's verifier rather than the club. */
    byVerifier: boolean('by_verifier').notNull(),
    text: text('text').notNull(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_replies_request_idx').on(t.requestId)],
);

export const certificationFindings = pgTable(
  'certification_findings',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    questionSetId: integer('question_set_id').notNull(),
    kind: text('kind').$type<'immediate' | 'continual'>().notNull(),
    text: text('text').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** The continual point of the renewed case this one carries. */
    carriesFindingId: integer('carries_finding_id').references((): AnyPgColumn => certificationFindings.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closingComment: text('closing_comment'),
    evidenceDocumentId: integer('evidence_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_findings_case_idx').on(t.caseId)],
);

export type CertificationTopic =
  | 'assigned'
  | 'request-opened'
  | 'club-replied'
  | 'verifier-replied'
  | 'report-ready'
  | 'certified'
  | 'not-certified'
  | 'returned'
  | 'expires-in-six-months'
  | 'expires-in-one-month'
  | 'expired';

/**
 * Every message a case's step or its certificate's calendar sent (docs/certification.md#messages-and-reminders):
 * the source of its notices. A reminder is sent once per case whichever server's job gets there
 * first: the partial unique index lets one insert in.
 */
export const certificationMessages = pgTable(
  'certification_messages',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<CertificationTopic>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('certification_messages_case_idx').on(t.caseId),
    uniqueIndex('certification_messages_once')
      .on(t.caseId, t.topic)
      .where(sql`${t.topic} in ('expires-in-six-months', 'expires-in-one-month', 'expired')`),
  ],
);
