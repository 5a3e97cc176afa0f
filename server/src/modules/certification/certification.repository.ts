// Certification cases and their events, requests, replies and findings: queries only
// (docs/certification.md#what-is-stored).
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  certificationCases,
  certificationEvents,
  certificationFindings,
  certificationMessages,
  certificationReplies,
  certificationRequests,
  countries,
  organisations,
  users,
  verifiers,
  type CaseStateName,
  type CertificationTopic,
} from '../../db/schema/index.ts';

export type CaseRow = typeof certificationCases.$inferSelect;
export type FindingRow = typeof certificationFindings.$inferSelect;

const FINISHED: CaseStateName[] = ['certified', 'not-certified', 'withdrawn'];

export async function findCaseVerifier(
  db: Executor,
  caseId: number,
): Promise<{ verifierId: number | null } | undefined> {
  const [row] = await db
    .select({ verifierId: certificationCases.verifierId })
    .from(certificationCases)
    .where(eq(certificationCases.id, caseId));
  return row;
}

export async function isOrganisationCase(
  db: Executor,
  caseId: number,
  organisationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: certificationCases.id })
    .from(certificationCases)
    .where(and(eq(certificationCases.id, caseId), eq(certificationCases.organisationId, organisationId)));
  return row !== undefined;
}

/** The case row, locked until the transaction ends, so two steps on one case run one after the other. */
export async function lockCase(db: Executor, caseId: number): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(certificationCases)
    .where(eq(certificationCases.id, caseId))
    .for('update');
  return row;
}

/** The organisation's case under way, if any. */
export async function findOpenCase(db: Executor, organisationId: number): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(certificationCases)
    .where(
      and(
        eq(certificationCases.organisationId, organisationId),
        sql`${certificationCases.state} not in ('certified', 'not-certified', 'withdrawn')`,
      ),
    );
  return row;
}

/** The organisation's newest certified case: what a renewal renews. */
export async function findLastCertifiedCase(
  db: Executor,
  organisationId: number,
): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(certificationCases)
    .where(
      and(eq(certificationCases.organisationId, organisationId), eq(certificationCases.state, 'certified')),
    )
    .orderBy(desc(certificationCases.decidedAt))
    .limit(1);
  return row;
}

/** A new case; undefined when the organisation has one under way (the unique index decides between two at once). */
export async function insertCase(
  db: Executor,
  values: Omit<typeof certificationCases.$inferInsert, 'id'>,
): Promise<CaseRow | undefined> {
  const [row] = await db.insert(certificationCases).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCase(
  db: Executor,
  caseId: number,
  changes: Partial<Omit<typeof certificationCases.$inferInsert, 'id' | 'organisationId'>>,
): Promise<void> {
  await db
    .update(certificationCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(certificationCases.id, caseId));
}

export async function insertEvent(db: Executor, values: Omit<typeof certificationEvents.$inferInsert, 'id'>) {
  await db.insert(certificationEvents).values(values);
}

/** The case with what it shows of its organisation and verifier (and who the verifier is, for messages). */
export async function findCaseView(db: Executor, caseId: number) {
  const [row] = await db
    .select({
      case: certificationCases,
      organisationTitle: organisations.title,
      organisationType: organisations.type,
      verifierName: verifiers.name,
      verifierCompany: verifiers.company,
      verifierUserId: verifiers.userId,
    })
    .from(certificationCases)
    .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
    .leftJoin(verifiers, eq(verifiers.id, certificationCases.verifierId))
    .where(eq(certificationCases.id, caseId));
  return row;
}

const actorName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

export async function findEvents(db: Executor, caseId: number, withInternal: boolean) {
  return db
    .select({
      id: certificationEvents.id,
      action: certificationEvents.action,
      fromState: certificationEvents.fromState,
      toState: certificationEvents.toState,
      actorName,
      comment: certificationEvents.comment,
      internal: certificationEvents.internal,
      at: certificationEvents.createdAt,
    })
    .from(certificationEvents)
    .leftJoin(users, eq(users.id, certificationEvents.actorUserId))
    .where(
      and(
        eq(certificationEvents.caseId, caseId),
        withInternal ? undefined : eq(certificationEvents.internal, false),
      ),
    )
    .orderBy(asc(certificationEvents.id));
}

export async function findRequests(db: Executor, caseId: number) {
  return db
    .select()
    .from(certificationRequests)
    .where(eq(certificationRequests.caseId, caseId))
    .orderBy(asc(certificationRequests.id));
}

export async function findReplies(db: Executor, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: certificationReplies.id,
      requestId: certificationReplies.requestId,
      authorName: actorName,
      byVerifier: certificationReplies.byVerifier,
      text: certificationReplies.text,
      documentId: certificationReplies.documentId,
      at: certificationReplies.createdAt,
    })
    .from(certificationReplies)
    .leftJoin(users, eq(users.id, certificationReplies.authorUserId))
    .where(inArray(certificationReplies.requestId, [...requestIds]))
    .orderBy(asc(certificationReplies.id));
}

export async function findFindings(db: Executor, caseId: number): Promise<FindingRow[]> {
  return db
    .select()
    .from(certificationFindings)
    .where(eq(certificationFindings.caseId, caseId))
    .orderBy(asc(certificationFindings.id));
}

/** A request of the case; undefined for another case's id. */
export async function findRequest(db: Executor, caseId: number, requestId: number) {
  const [row] = await db
    .select()
    .from(certificationRequests)
    .where(and(eq(certificationRequests.id, requestId), eq(certificationRequests.caseId, caseId)));
  return row;
}

export async function insertRequest(
  db: Executor,
  values: Omit<typeof certificationRequests.$inferInsert, 'id'>,
) {
  await db.insert(certificationRequests).values(values);
}

export async function closeRequest(db: Executor, requestId: number): Promise<void> {
  await db
    .update(certificationRequests)
    .set({ closedAt: new Date() })
    .where(and(eq(certificationRequests.id, requestId), isNull(certificationRequests.closedAt)));
}

export async function insertReply(
  db: Executor,
  values: Omit<typeof certificationReplies.$inferInsert, 'id'>,
) {
  await db.insert(certificationReplies).values(values);
}

/** A finding of the case; undefined for another case's id. */
export async function findFinding(
  db: Executor,
  caseId: number,
  findingId: number,
): Promise<FindingRow | undefined> {
  const [row] = await db
    .select()
    .from(certificationFindings)
    .where(and(eq(certificationFindings.id, findingId), eq(certificationFindings.caseId, caseId)));
  return row;
}

export async function insertFindings(
  db: Executor,
  rows: readonly Omit<typeof certificationFindings.$inferInsert, 'id'>[],
): Promise<void> {
  if (rows.length > 0) await db.insert(certificationFindings).values([...rows]);
}

export async function closeFinding(
  db: Executor,
  findingId: number,
  values: { closedByUserId: number; closingComment: string; evidenceDocumentId: number },
): Promise<void> {
  await db
    .update(certificationFindings)
    .set({ ...values, closedAt: new Date() })
    .where(eq(certificationFindings.id, findingId));
}

const summaryColumns = {
  id: certificationCases.id,
  organisationId: certificationCases.organisationId,
  organisationTitle: organisations.title,
  organisationType: organisations.type,
  countryCode: countries.code,
  state: certificationCases.state,
  version: certificationCases.version,
  reviewYear: certificationCases.reviewYear,
  verifierName: verifiers.name,
  validUntil: certificationCases.validUntil,
  createdAt: certificationCases.createdAt,
  updatedAt: certificationCases.updatedAt,
};

function summaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(certificationCases)
    .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(verifiers, eq(verifiers.id, certificationCases.verifierId));
}

export type CaseSummaryRow = Awaited<ReturnType<typeof listOrganisationCases>>[number];

export async function listOrganisationCases(db: Executor, organisationId: number) {
  return summaries(db)
    .where(eq(certificationCases.organisationId, organisationId))
    .orderBy(desc(certificationCases.id));
}

export async function listVerifierCases(db: Executor, verifierId: number) {
  return summaries(db)
    .where(eq(certificationCases.verifierId, verifierId))
    .orderBy(desc(certificationCases.id));
}

export interface QueueFilter {
  state?: CaseStateName;
  verifierId?: number;
  countryCode?: string;
  /** Only cases whose last change is older than this. */
  changedBefore?: Date;
}

/** One page of the staff queue, longest waiting first, and how many cases match. */
export async function listQueue(db: Executor, filter: QueueFilter & { page: number; pageSize: number }) {
  const conditions: (SQL | undefined)[] = [
    filter.state === undefined
      ? notInArray(certificationCases.state, FINISHED)
      : eq(certificationCases.state, filter.state),
    filter.verifierId === undefined ? undefined : eq(certificationCases.verifierId, filter.verifierId),
    filter.countryCode === undefined ? undefined : eq(countries.code, filter.countryCode),
    filter.changedBefore === undefined ? undefined : lt(certificationCases.updatedAt, filter.changedBefore),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(asc(certificationCases.updatedAt), asc(certificationCases.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ value: count() })
      .from(certificationCases)
      .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
      .leftJoin(countries, eq(countries.id, organisations.countryId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Whether the document is attached to a reply on one of the case's requests or is evidence for one of its findings. */
export async function isCaseDocument(db: Executor, caseId: number, documentId: number): Promise<boolean> {
  const [reply] = await db
    .select({ id: certificationReplies.id })
    .from(certificationReplies)
    .innerJoin(certificationRequests, eq(certificationRequests.id, certificationReplies.requestId))
    .where(and(eq(certificationRequests.caseId, caseId), eq(certificationReplies.documentId, documentId)))
    .limit(1);
  if (reply) return true;
  const [finding] = await db
    .select({ id: certificationFindings.id })
    .from(certificationFindings)
    .where(
      and(eq(certificationFindings.caseId, caseId), eq(certificationFindings.evidenceDocumentId, documentId)),
    )
    .limit(1);
  return finding !== undefined;
}

/**
 * Records a message of the case; undefined when it is a once-only reminder another server or an
 * earlier run has sent already (the partial unique index lets one in).
 */
export async function insertMessage(
  db: Executor,
  caseId: number,
  topic: CertificationTopic,
): Promise<number | undefined> {
  const [row] = await db
    .insert(certificationMessages)
    .values({ caseId, topic })
    .onConflictDoNothing()
    .returning({ id: certificationMessages.id });
  return row?.id;
}

/** What the certificate of a case prints, with the organisation's country for how dates are written. */
export async function findCertificate(db: Executor, caseId: number) {
  const [row] = await db
    .select({
      state: certificationCases.state,
      reviewYear: certificationCases.reviewYear,
      decidedAt: certificationCases.decidedAt,
      validUntil: certificationCases.validUntil,
      certificateCode: certificationCases.certificateCode,
      organisationTitle: organisations.title,
      organisationType: organisations.type,
      countryCode: countries.code,
      verifierName: verifiers.name,
      verifierCompany: verifiers.company,
    })
    .from(certificationCases)
    .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(verifiers, eq(verifiers.id, certificationCases.verifierId))
    .where(eq(certificationCases.id, caseId));
  return row;
}

/**
 * The certified cases whose certificate is the organisation's current one (a renewal moves the
 * organisation's date on) and still flagged, with a last day up to `horizon`, and the topics each
 * has been sent: what the reminder job considers.
 */
export async function findCertificatesNearEnd(db: Executor, horizon: string) {
  return db
    .select({
      caseId: certificationCases.id,
      organisationId: certificationCases.organisationId,
      validUntil: sql<string>`${certificationCases.validUntil}`,
      sent: sql<
        string[]
      >`array(select m.topic from ${certificationMessages} m where m.case_id = ${certificationCases.id})`,
    })
    .from(certificationCases)
    .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
    .where(
      and(
        eq(certificationCases.state, 'certified'),
        lte(certificationCases.validUntil, horizon),
        eq(organisations.certified, true),
        eq(organisations.certifiedUntil, certificationCases.validUntil),
      ),
    )
    .orderBy(asc(certificationCases.validUntil), asc(certificationCases.id));
}
