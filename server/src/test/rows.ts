// Rows a test needs in place before it asks the server about them: a stored document and a note
// on an answer, written straight to the database (the API that makes them is tested elsewhere).
import type { Executor } from '../db/client.ts';
import { answers, answerSets, documents, notes, questionSets, storedFiles } from '../db/schema/index.ts';

export interface DocumentRow {
  organisationId: number;
  title?: string;
  location?: string;
  oncourseDocument?: boolean;
}

/** A stored PDF and the library document that files it; their ids. */
export async function insertDocument(
  db: Executor,
  { organisationId, title = 'Plan', location = 'library', oncourseDocument = false }: DocumentRow,
): Promise<{ file: number; document: number }> {
  const [file] = await db
    .insert(storedFiles)
    .values({
      filename: 'plan.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 4,
      sha256: 'x',
      data: Buffer.from('%PDF'),
      organisationId,
    })
    .returning({ id: storedFiles.id });
  const [document] = await db
    .insert(documents)
    .values({ organisationId, title, blobFilename: 'plan.pdf', location, fileId: file!.id, oncourseDocument })
    .returning({ id: documents.id });
  return { file: file!.id, document: document!.id };
}

/** An answer set of the organisation for `year` (first seeded question set), an answer and a note on it. */
export async function insertNote(
  db: Executor,
  organisationId: number,
  year: number,
  value = '<p>Checked</p>',
): Promise<{ answerSet: number; answer: number; note: number }> {
  const [questionSet] = await db.select({ id: questionSets.id }).from(questionSets).limit(1);
  const [answerSet] = await db
    .insert(answerSets)
    .values({ organisationId, questionSetId: questionSet!.id, year })
    .returning({ id: answerSets.id });
  const [answer] = await db
    .insert(answers)
    .values({ answerSetId: answerSet!.id, questionId: 1 })
    .returning({ id: answers.id });
  const [note] = await db
    .insert(notes)
    .values({ answerId: answer!.id, questionId: 1, value })
    .returning({ id: notes.id });
  return { answerSet: answerSet!.id, answer: answer!.id, note: note!.id };
}
