// Saving answers (docs/reviews.md#behaviour): under the set's lock, or in one statement for a batch of
// sets nobody changed since; each save writes the answer history in the same statement.
import { sql } from 'drizzle-orm';
import type { Answer, AnswerContent } from '@oncourse/engine';
import { batchCallsPerDatabase } from '../../db/batch-calls.ts';
import { intArray, queryRows, queryRowsNamed, type Database, type Executor } from '../../db/client.ts';
import { answerSets, type StoredAnswerContent } from '../../db/schema/index.ts';
import {
  ANSWER_CONTENT_COLUMNS,
  contentColumns,
  contentDefinitions,
  contentObject,
  contentOf,
  storedContent,
} from './answer-columns.ts';
import { membershipHolds } from '../team/index.ts';
import { answerSetHeader } from './answer-reads.repository.ts';
import { notesOf, type NoteJson } from './notes.repository.ts';
import { presentNote, type AnswerSetHeader } from './reviews.presenter.ts';

/** A new, empty set; undefined when the organisation already has one for that question set and year. */
export async function insertAnswerSet(
  db: Executor,
  values: { organisationId: number; questionSetId: number; year: number | null },
): Promise<AnswerSetHeader | undefined> {
  const [row] = await db.insert(answerSets).values(values).onConflictDoNothing().returning(answerSetHeader);
  return row;
}

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

/** A row of answers read or written with raw SQL: its content, question, version and notes. */
type AnswerRow = StoredAnswerContent & {
  question_id: number | null;
  version: number;
  notes: NoteJson[] | null;
};

/** The rows of some answers (a left join's empty row skipped), keyed by question id. */
function versionedAnswers(rows: AnswerRow[]): Record<string, VersionedAnswer> {
  const answers: Record<string, VersionedAnswer> = {};
  for (const row of rows) {
    if (row.question_id === null) continue;
    answers[row.question_id] = {
      answer: { ...contentOf(row), notes: (row.notes ?? []).map(presentNote) },
      version: row.version,
    };
  }
  return answers;
}

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
          q.content_hash, a.question_id, ${sql.raw(contentColumns('a'))}, a.version,
          ${notesOf(sql.raw('a.id'))}
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
const answerRecords = (changed: Record<string, AnswerContent>) =>
  Object.entries(changed).map(([questionId, answer]) => ({
    question_id: Number(questionId),
    ...storedContent(answer),
  }));

const recordColumns = sql.raw(`x(question_id integer, ${contentDefinitions()})`);

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
  insert into answers (answer_set_id, question_id, ${contentColumns()}, version, updated_at)
  select r.answer_set_id, r.question_id, ${contentColumns('r')}, r.version, now()
  from records r
  on conflict (answer_set_id, question_id) do update set
  ${ANSWER_CONTENT_COLUMNS.map(({ column }) => `${column} = excluded.${column}`).join(', ')},
  version = excluded.version, updated_at = excluded.updated_at
  returning answer_set_id, question_id, ${contentColumns()}, version, `);

/**
 * The answer history rows of the same statement (docs/reviews.md#answer-history): one per record whose
 * content differs from the stored answer. Every part of one statement reads the data as it was
 * before the statement, so `o` is the answer before this save: no extra round trip, no trigger.
 */
const writeHistory = sql.raw(`history as (
  insert into answer_history (answer_set_id, question_id, version, changed_by_user_id, client, before, after)
  select r.answer_set_id, r.question_id, r.version, r.user_id, r.client,
    case when o.id is null then null else jsonb_build_object(${contentObject('o')}) end,
    jsonb_build_object(${contentObject('r')})
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
  /** The membership the wiring granted the save (perhaps from its memo): the statement confirms it. */
  membership: { id: number; accessTypeId: number };
  baseVersion: number;
  contentHash: string;
  changed: Record<string, AnswerContent>;
  author: SaveAuthor;
}

type Saved = { version: number; answers: Record<string, VersionedAnswer> } | undefined;

/** The membership each save was granted still holds when it writes. */
const savedByMember = membershipHolds({
  membershipId: 'i.membership_id',
  userId: 'i.user_id',
  organisationId: 'i.organisation_id',
  accessTypeId: 'i.access_type_id',
});

/**
 * The save when nobody saved since `baseVersion`, in one statement for a whole batch of saves
 * (each of another set): bumps each set's version only if it still is its `baseVersion` (the
 * UPDATE takes the row lock), the set is the organisation's, the membership the save was granted
 * still holds and its question set's content is the one the answers were validated against; then
 * writes every answer at its set's new version and returns them as stored. Undefined for a save
 * whose conditions fail: the caller then checks the membership again and takes the locked path,
 * which tells a stale version from someone else's set.
 */
async function saveAllIfUnchangedSince(db: Database, saves: readonly UnchangedSave[]): Promise<Saved[]> {
  const input = JSON.stringify(
    saves.map((save) => ({
      answer_set_id: save.answerSetId,
      organisation_id: save.organisationId,
      membership_id: save.membership.id,
      access_type_id: save.membership.accessTypeId,
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
          organisation_id integer, membership_id integer, access_type_id integer,
          base_version integer, content_hash text, user_id integer, client text, answers jsonb)
      ), bumped as (
        update answer_sets s set version = s.version + 1, updated_at = now()
        from input i, question_sets q
        where s.id = i.answer_set_id and s.organisation_id = i.organisation_id
          and s.version = i.base_version and q.id = s.question_set_id
          and q.content_hash = i.content_hash and ${sql.raw(savedByMember)}
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

/** Saves shared by the sets saved at the same time; never two saves of one set together. */
const saveTogether = batchCallsPerDatabase(saveAllIfUnchangedSince, {
  canJoin: (batch, next) => batch.every((save) => save.answerSetId !== next.answerSetId),
  isolateFailures: true,
});

/**
 * The one-statement save (`saveAllIfUnchangedSince`) of one answer set, batched with the saves of
 * other sets that arrive at the same time (`batchCalls`). Two saves of one set never share a
 * batch: the second must see the first's version. When a batch fails, each of its saves runs alone,
 * so that one save's failure is that save's alone. Pass the database, not a transaction.
 */
export function saveIfUnchangedSince(db: Database, save: UnchangedSave): Promise<Saved> {
  return saveTogether(db, save);
}
