import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  Answer,
  AnswerContent,
  AnswerValue,
  FacilityAddedAnswer,
  GridRow,
  UnitSystem,
} from '@oncourse/engine';
import { batchCalls } from '../../db/batch-calls.ts';
import { intArray, queryRows, queryRowsNamed, type Database, type Executor } from '../../db/client.ts';
import { answerSets, answers, notes } from '../../db/schema.ts';
import { presentNote, type AnswerSetHeader, type AnswerStates } from './reviews.presenter.ts';

const header = {
  id: answerSets.id,
  questionSetId: answerSets.questionSetId,
  organisationId: answerSets.organisationId,
  year: answerSets.year,
  complete: answerSets.complete,
  version: answerSets.version,
};

export async function findAnswerSetById(db: Executor, id: number): Promise<AnswerSetHeader | undefined> {
  const [row] = await db.select(header).from(answerSets).where(eq(answerSets.id, id));
  return row;
}

/** The organisation's sets for these question sets and year (null: best practices). */
export async function findAnswerSets(
  db: Executor,
  organisationId: number,
  questionSetIds: readonly number[],
  year: number | null,
): Promise<AnswerSetHeader[]> {
  if (questionSetIds.length === 0) return [];
  return db
    .select(header)
    .from(answerSets)
    .where(
      and(
        eq(answerSets.organisationId, organisationId),
        inArray(answerSets.questionSetId, [...questionSetIds]),
        year === null ? isNull(answerSets.year) : eq(answerSets.year, year),
      ),
    )
    .orderBy(asc(answerSets.questionSetId));
}

/** Every year's set of one annual-data question set, newest first. */
export async function findYearSets(
  db: Executor,
  organisationId: number,
  questionSetId: number,
): Promise<AnswerSetHeader[]> {
  return db
    .select(header)
    .from(answerSets)
    .where(and(eq(answerSets.organisationId, organisationId), eq(answerSets.questionSetId, questionSetId)))
    .orderBy(desc(answerSets.year));
}

/** A new, empty set; undefined when the organisation already has one for that question set and year. */
export async function insertAnswerSet(
  db: Executor,
  values: { organisationId: number; questionSetId: number; year: number | null },
): Promise<AnswerSetHeader | undefined> {
  const [row] = await db.insert(answerSets).values(values).onConflictDoNothing().returning(header);
  return row;
}

type StoredAnswerRow = typeof answers.$inferSelect;

const contentOf = (row: {
  complete: boolean;
  savelater: boolean;
  value: AnswerValue | null;
  unitSystem: UnitSystem | null;
  nestedValues: Record<string, AnswerValue>;
  facilityAddedAnswers: FacilityAddedAnswer[];
  rows: GridRow[];
}): AnswerContent => ({
  complete: row.complete,
  savelater: row.savelater,
  value: row.value ?? null,
  unitMeasurementType: row.unitSystem,
  nestedValues: row.nestedValues,
  facilityAddedAnswers: row.facilityAddedAnswers,
  rows: row.rows,
});

/**
 * The answers of each set with their notes (newest first), keyed by set id, then question id;
 * without `notes`, every answer's notes are left empty and not read (figures never need them).
 */
export async function loadAnswers(
  db: Executor,
  answerSetIds: readonly number[],
  { notes: withNotes = true }: { notes?: boolean } = {},
): Promise<Map<number, Record<string, Answer>>> {
  const bySet = new Map<number, Record<string, Answer>>(answerSetIds.map((id) => [id, {}]));
  if (answerSetIds.length === 0) return bySet;
  const rows: StoredAnswerRow[] = await db
    .select()
    .from(answers)
    .where(inArray(answers.answerSetId, [...answerSetIds]));
  const noteRows =
    rows.length === 0 || !withNotes
      ? []
      : await db
          .select({
            answerId: notes.answerId,
            id: notes.id,
            questionId: notes.questionId,
            createdAt: notes.createdAt,
            value: notes.value,
          })
          .from(notes)
          .where(
            inArray(
              notes.answerId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(notes.createdAt), desc(notes.id));
  const notesByAnswer = new Map<number, ReturnType<typeof presentNote>[]>();
  for (const note of noteRows) {
    const list = notesByAnswer.get(note.answerId) ?? [];
    list.push(presentNote(note));
    notesByAnswer.set(note.answerId, list);
  }
  for (const row of rows) {
    bySet.get(row.answerSetId)![row.questionId] = {
      ...contentOf(row),
      notes: notesByAnswer.get(row.id) ?? [],
    };
  }
  return bySet;
}

/** Whether each answer of each set is complete: all progress needs, keyed by set id, then question id. */
export async function loadAnswerStates(
  db: Executor,
  answerSetIds: readonly number[],
): Promise<Map<number, Record<string, { complete: boolean }>>> {
  const bySet = new Map<number, Record<string, { complete: boolean }>>(answerSetIds.map((id) => [id, {}]));
  if (answerSetIds.length === 0) return bySet;
  const rows = await db
    .select({ answerSetId: answers.answerSetId, questionId: answers.questionId, complete: answers.complete })
    .from(answers)
    .where(inArray(answers.answerSetId, [...answerSetIds]));
  for (const row of rows) bySet.get(row.answerSetId)![row.questionId] = { complete: row.complete };
  return bySet;
}

export type { AnswerStates };

/** A stored answer with the version at which it last changed. */
export interface VersionedAnswer {
  answer: Answer;
  version: number;
}

/** An answer set's version with some of its answers (keyed by question id). */
export interface AnswersAtVersion {
  header: AnswerSetHeader;
  contentHash: string;
  answers: Record<string, VersionedAnswer>;
}

interface AnswerRow {
  question_id: number | null;
  complete: boolean;
  savelater: boolean;
  value: AnswerValue | null;
  unit_system: UnitSystem | null;
  nested_values: Record<string, AnswerValue>;
  facility_added_answers: FacilityAddedAnswer[];
  rows: GridRow[];
  version: number;
  notes: { id: number; questionId: number; createdAt: string; value: string }[] | null;
}

function versionedAnswers(rows: AnswerRow[]): Record<string, VersionedAnswer> {
  const answers: Record<string, VersionedAnswer> = {};
  for (const row of rows) {
    if (row.question_id === null) continue;
    const content = contentOf({
      complete: row.complete,
      savelater: row.savelater,
      value: row.value,
      unitSystem: row.unit_system,
      nestedValues: row.nested_values,
      facilityAddedAnswers: row.facility_added_answers,
      rows: row.rows,
    });
    answers[row.question_id] = {
      answer: { ...content, notes: (row.notes ?? []).map(presentNote) },
      version: row.version,
    };
  }
  return answers;
}

const notesOf = (answerId: SQL) =>
  sql`(select json_agg(json_build_object('id', n.id, 'questionId', n.question_id,
        'createdAt', n.created_at, 'value', n.value) order by n.created_at desc, n.id desc)
      from notes n where n.answer_id = ${answerId}) as notes`;

const questionIds = (patch: Record<string, unknown>) => intArray(Object.keys(patch).map(Number));

/**
 * Locks the answer set (SELECT … FOR UPDATE, so concurrent saves of one set run one after the
 * other) and reads, in the same round trip, its version, its question set's content hash and the
 * stored answers (with notes) of the questions a patch carries.
 */
export async function lockAnswerSet(
  tx: Executor,
  answerSetId: number,
  organisationId: number,
  patch: Record<string, unknown>,
): Promise<AnswersAtVersion | undefined> {
  const rows = await queryRows<
    AnswerRow &
      Omit<AnswerSetHeader, 'questionSetId' | 'organisationId'> & {
        question_set_id: number;
        organisation_id: number;
        content_hash: string;
        set_version: number;
      }
  >(
    tx,
    sql`select s.id, s.question_set_id, s.organisation_id, s.year, s.complete, s.version as set_version,
          q.content_hash, a.question_id, a.complete, a.savelater, a.value, a.unit_system,
          a.nested_values, a.facility_added_answers, a.rows, a.version, ${notesOf(sql.raw('a.id'))}
        from answer_sets s
        join question_sets q on q.id = s.question_set_id
        left join answers a on a.answer_set_id = s.id and a.question_id = any(${questionIds(patch)}::int[])
        where s.id = ${answerSetId} and s.organisation_id = ${organisationId}
        for update of s`,
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    header: {
      id: first.id,
      questionSetId: first.question_set_id,
      organisationId: first.organisation_id,
      year: first.year,
      complete: false,
      version: first.set_version,
    },
    contentHash: first.content_hash,
    answers: versionedAnswers(rows),
  };
}

/** The answers as the records `jsonb_to_recordset` turns into the rows of the upserts below. */
function answerRecords(changed: Record<string, AnswerContent>) {
  return Object.entries(changed).map(([questionId, answer]) => ({
    question_id: Number(questionId),
    complete: answer.complete,
    savelater: answer.savelater,
    value: answer.value,
    unit_system: answer.unitMeasurementType,
    nested_values: answer.nestedValues,
    facility_added_answers: answer.facilityAddedAnswers,
    rows: answer.rows,
  }));
}

const recordColumns = sql.raw(`x(question_id integer, complete boolean, savelater boolean, value jsonb,
  unit_system text, nested_values jsonb, facility_added_answers jsonb, rows jsonb)`);

/** Who saved (the signed-in user) and from which client, for the answer history. */
export interface SaveAuthor {
  userId: number;
  client: string | null;
}

/**
 * The head of both answer upserts: each record of `x` (in `records`, with its set's `answer_set_id`
 * and new `version`) becomes the set's answer at that version.
 */
const upsertAnswers = sql.raw(`saved as (
  insert into answers (answer_set_id, question_id, complete, savelater, value, unit_system,
    nested_values, facility_added_answers, rows, version, updated_at)
  select r.answer_set_id, r.question_id, r.complete, r.savelater, r.value, r.unit_system,
    r.nested_values, r.facility_added_answers, r.rows, r.version, now()
  from records r
  on conflict (answer_set_id, question_id) do update set complete = excluded.complete,
  savelater = excluded.savelater, value = excluded.value, unit_system = excluded.unit_system,
  nested_values = excluded.nested_values, facility_added_answers = excluded.facility_added_answers,
  rows = excluded.rows, version = excluded.version, updated_at = excluded.updated_at
  returning answer_set_id, question_id, complete, savelater, value, unit_system, nested_values,
    facility_added_answers, rows, version, `);

const contentColumns = (alias: string) =>
  ['complete', 'savelater', 'value', 'unit_system', 'nested_values', 'facility_added_answers', 'rows']
    .map((column) => `${alias}.${column}`)
    .join(', ');

/**
 * The answer history rows of the same statement (docs/reviews.md#answer-history): one per record whose
 * content differs from the stored answer. Every part of one statement reads the data as it was
 * before the statement, so `o` is the answer before this save: no extra round trip, no trigger.
 */
const writeHistory = sql.raw(`history as (
  insert into answer_history (answer_set_id, question_id, version, changed_by_user_id, client, before, after)
  select r.answer_set_id, r.question_id, r.version, r.user_id, r.client,
    case when o.id is null then null else jsonb_build_object('complete', o.complete,
      'savelater', o.savelater, 'value', o.value, 'unit_system', o.unit_system,
      'nested_values', o.nested_values, 'facility_added_answers', o.facility_added_answers,
      'rows', o.rows) end,
    jsonb_build_object('complete', r.complete, 'savelater', r.savelater, 'value', r.value,
      'unit_system', r.unit_system, 'nested_values', r.nested_values,
      'facility_added_answers', r.facility_added_answers, 'rows', r.rows)
  from records r
  left join answers o on o.answer_set_id = r.answer_set_id and o.question_id = r.question_id
  where o.id is null or (${contentColumns('o')}) is distinct from (${contentColumns('r')})
)`);

/**
 * Writes the changed answers at `version`, the set's new version and the history of what changed
 * in one statement (one round trip, whatever the number of answers); returns them as stored. Run
 * it under the set's lock.
 */
export async function saveAnswers(
  tx: Executor,
  answerSetId: number,
  version: number,
  changed: Record<string, AnswerContent>,
  author: SaveAuthor,
): Promise<Record<string, VersionedAnswer>> {
  const rows = await queryRows<AnswerRow>(
    tx,
    sql`with bumped as (
      update answer_sets set version = ${version}, updated_at = now() where id = ${answerSetId}
    ), records as (
      select ${answerSetId}::int as answer_set_id, ${version}::int as version,
        ${author.userId}::int as user_id, ${author.client}::text as client, x.*
      from jsonb_to_recordset(${JSON.stringify(answerRecords(changed))}::jsonb) as ${recordColumns}
    ), ${upsertAnswers} ${notesOf(sql.raw('answers.id'))}
    ), ${writeHistory}
    select * from saved`,
  );
  return versionedAnswers(rows);
}

/** A save that may take the one-statement path: what `saveIfUnchangedSince` checks and writes. */
export interface UnchangedSave {
  answerSetId: number;
  organisationId: number;
  baseVersion: number;
  contentHash: string;
  changed: Record<string, AnswerContent>;
  author: SaveAuthor;
}

type Saved = { version: number; answers: Record<string, VersionedAnswer> } | undefined;

/**
 * The save when nobody saved since `baseVersion`, in one statement for a whole batch of saves
 * (each of another set): bumps each set's version only if it still is its `baseVersion` (the
 * UPDATE takes the row lock), the set is the organisation's and its question set's content is the
 * one the answers were validated against; then writes every answer at its set's new version and
 * returns them as stored. Undefined for a save whose conditions fail: the caller then takes the
 * locked path, which tells a stale version from someone else's set.
 */
async function saveAllIfUnchangedSince(db: Database, saves: readonly UnchangedSave[]): Promise<Saved[]> {
  const input = JSON.stringify(
    saves.map((save) => ({
      answer_set_id: save.answerSetId,
      organisation_id: save.organisationId,
      base_version: save.baseVersion,
      content_hash: save.contentHash,
      user_id: save.author.userId,
      client: save.author.client,
      answers: answerRecords(save.changed),
    })),
  );
  const rows = await queryRowsNamed<AnswerRow & { answer_set_id: number }>(
    db,
    'save_answers_if_unchanged',
    sql`with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as i(answer_set_id integer,
          organisation_id integer, base_version integer, content_hash text, user_id integer,
          client text, answers jsonb)
      ), bumped as (
        update answer_sets s set version = s.version + 1, updated_at = now()
        from input i, question_sets q
        where s.id = i.answer_set_id and s.organisation_id = i.organisation_id
          and s.version = i.base_version and q.id = s.question_set_id
          and q.content_hash = i.content_hash
        returning s.id, s.version
      ), records as (
        select b.id as answer_set_id, b.version, i.user_id, i.client, x.*
        from bumped b join input i on i.answer_set_id = b.id,
          jsonb_to_recordset(i.answers) as ${recordColumns}
      ), ${upsertAnswers} ${notesOf(sql.raw('answers.id'))}
      ), ${writeHistory}
      select * from saved`,
  );
  const bySet = new Map<number, AnswerRow[]>();
  for (const row of rows) {
    const list = bySet.get(row.answer_set_id) ?? [];
    list.push(row);
    bySet.set(row.answer_set_id, list);
  }
  return saves.map((save) => {
    const saved = bySet.get(save.answerSetId);
    return saved ? { version: saved[0]!.version, answers: versionedAnswers(saved) } : undefined;
  });
}

type Settled = { saved: Saved } | { error: unknown };

/**
 * Runs a batch; when its statement fails (one save's bad row, or a deadlock with another
 * server's batch locking the same sets in another order), runs each save alone, so that one
 * save's failure is that save's alone.
 */
async function saveBatch(db: Database, saves: UnchangedSave[]): Promise<Settled[]> {
  try {
    return (await saveAllIfUnchangedSince(db, saves)).map((saved) => ({ saved }));
  } catch (error) {
    if (saves.length === 1) return [{ error }];
    return Promise.all(
      saves.map((save) =>
        saveAllIfUnchangedSince(db, [save]).then(
          ([saved]) => ({ saved }),
          (error: unknown) => ({ error }),
        ),
      ),
    );
  }
}

const saveBatches = new WeakMap<Database, (save: UnchangedSave) => Promise<Settled>>();

/**
 * The one-statement save (`saveAllIfUnchangedSince`) of one answer set, batched with the saves of
 * other sets that arrive at the same time (`batchCalls`). Two saves of one set never share a
 * batch: the second must see the first's version. Pass the database, not a transaction.
 */
export async function saveIfUnchangedSince(db: Database, save: UnchangedSave): Promise<Saved> {
  let batched = saveBatches.get(db);
  if (!batched) {
    batched = batchCalls((saves: UnchangedSave[]) => saveBatch(db, saves), {
      canJoin: (batch, next) => batch.every((save) => save.answerSetId !== next.answerSetId),
    });
    saveBatches.set(db, batched);
  }
  const settled = await batched(save);
  if ('error' in settled) throw settled.error;
  return settled.saved;
}

/**
 * The id of the set's answer to a question, creating an empty one to hold notes. A created
 * answer has version 0: holding a note is no change a concurrent save could conflict with.
 */
export async function answerIdFor(db: Executor, answerSetId: number, questionId: number): Promise<number> {
  const [created] = await db
    .insert(answers)
    .values({ answerSetId, questionId })
    .onConflictDoNothing()
    .returning({ id: answers.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.answerSetId, answerSetId), eq(answers.questionId, questionId)));
  return existing!.id;
}

const noteColumns = {
  id: notes.id,
  questionId: notes.questionId,
  createdAt: notes.createdAt,
  value: notes.value,
};

export async function insertNote(
  db: Executor,
  values: { answerId: number; questionId: number; value: string; authorUserId: number | null },
) {
  const [row] = await db.insert(notes).values(values).returning(noteColumns);
  return row!;
}

/** The answers of one set to one question: a note is edited only through its own set and question. */
const answersOf = (db: Executor, answerSetId: number, questionId: number) =>
  db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.answerSetId, answerSetId), eq(answers.questionId, questionId)));

export async function updateNote(
  db: Executor,
  where: { answerSetId: number; questionId: number; noteId: number },
  value: string,
) {
  const [row] = await db
    .update(notes)
    .set({ value, updatedAt: new Date() })
    .where(
      and(
        eq(notes.id, where.noteId),
        eq(notes.questionId, where.questionId),
        inArray(notes.answerId, answersOf(db, where.answerSetId, where.questionId)),
      ),
    )
    .returning(noteColumns);
  return row;
}

export async function deleteNote(
  db: Executor,
  where: { answerSetId: number; questionId: number; noteId: number },
): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(
      and(
        eq(notes.id, where.noteId),
        eq(notes.questionId, where.questionId),
        inArray(notes.answerId, answersOf(db, where.answerSetId, where.questionId)),
      ),
    )
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** Whether the answer set is one of the organisation's. */
export async function isOrganisationAnswerSet(
  db: Executor,
  id: number,
  organisationId: number,
): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(answerSets)
    .where(and(eq(answerSets.id, id), eq(answerSets.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the note sits on an answer of one of the organisation's answer sets. */
export async function isOrganisationNote(db: Executor, id: number, organisationId: number): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(notes)
    .innerJoin(answers, eq(answers.id, notes.answerId))
    .innerJoin(answerSets, eq(answerSets.id, answers.answerSetId))
    .where(and(eq(notes.id, id), eq(answerSets.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}
