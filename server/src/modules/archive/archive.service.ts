import type { AppContext, BinaryResult, OrganisationAccess } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { readStoredFile } from '../../storage/stored-files.ts';
import { fileNamePart } from '../insights/exports.service.ts';
import { catalogue } from '../reference/catalogue.ts';
import { presentAnswerContent } from '../reviews/reviews.presenter.ts';
import { getUser } from '../users/users.service.ts';
import * as repository from './archive.repository.ts';
import { zipArchive, type ZipEntry } from './zip.ts';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** A path part of the archive: no separators, nothing a file system could read as a path. */
const safePart = (text: string) =>
  [...text]
    .map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? '_' : character))
    .join('')
    .replace(/^\.+/, '_');

/** What a record's author reads as: the name, or "a former member" (in the owner's language) once deleted. */
type AuthorName = (row: { authorFirstName: string | null; authorLastName: string | null }) => string;

/**
 * Everything of the organisation as one ZIP archive (docs/organisations.md#archive), for its owner
 * only: the profile, every answer set of every year with its notes and history, and the uploaded
 * documents with their files. Every other member is refused (403), whatever their activities.
 */
export async function organisationArchive(
  ctx: AppContext,
  organisation: OrganisationAccess,
  userId: number,
): Promise<BinaryResult> {
  if (organisation.accessType !== 'OWNER')
    throw forbidden('Only the owner can download the organisation archive', 'id');
  const id = organisation.organisationId;
  const profile = await repository.findOrganisation(ctx.db, id);
  if (!profile) throw notFound('Organisation not found', 'id');
  const text = await catalogue(ctx.db, (await getUser(ctx, userId)).language);
  const authorName: AuthorName = (row) =>
    row.authorFirstName === null
      ? text('reviews.history.formerMember')
      : `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim();

  const entries: ZipEntry[] = [];
  const [details, courses, sets, documents] = await Promise.all([
    repository.findFacilityDetails(ctx.db, id),
    repository.findCourses(ctx.db, id),
    repository.findAnswerSets(ctx.db, id),
    repository.findDocuments(ctx.db, id),
  ]);
  const images: Record<string, string> = {};
  for (const [kind, fileId] of [
    ['logo', profile.logoFileId],
    ['image', profile.imageFileId],
  ] as const) {
    const file = fileId === null ? undefined : await repository.findStoredFile(ctx.db, fileId);
    const data = file && (await readStoredFile(ctx, file));
    if (!file || !data) continue;
    const extension = /\.[A-Za-z0-9]{1,8}$/.exec(file.filename)?.[0] ?? '';
    images[kind] = `images/${kind}${extension}`;
    entries.push({ name: images[kind], data });
  }
  const {
    createdByUserId: _creator,
    logoFileId: _logo,
    imageFileId: _image,
    ...organisationFields
  } = profile;
  entries.unshift({
    name: 'organisation.json',
    data: json({ organisation: organisationFields, images, facilityDetails: details ?? null, courses }),
  });

  const setIds = sets.map((set) => set.id);
  const answerRows = await repository.findAnswers(ctx.db, setIds);
  const [noteRows, historyRows] = await Promise.all([
    repository.findNotes(
      ctx.db,
      answerRows.map((row) => row.id),
    ),
    repository.findHistory(ctx.db, setIds),
  ]);
  for (const set of sets) {
    const own = answerRows.filter((row) => row.answerSetId === set.id);
    const answers: Record<string, unknown> = {};
    for (const row of own) {
      answers[row.questionId] = {
        ...presentAnswerContent({
          complete: row.complete,
          savelater: row.savelater,
          value: row.value,
          unit_system: row.unitSystem,
          nested_values: row.nestedValues,
          facility_added_answers: row.facilityAddedAnswers,
          rows: row.rows,
        }),
        updatedAt: row.updatedAt.toISOString(),
        notes: noteRows
          .filter((note) => note.answerId === row.id)
          .map((note) => ({
            value: note.value,
            author: authorName(note),
            createdAt: note.createdAt.toISOString(),
            updatedAt: note.updatedAt.toISOString(),
          })),
      };
    }
    const history = historyRows
      .filter((change) => change.answerSetId === set.id)
      .map((change) => ({
        questionId: change.questionId,
        version: change.version,
        changedAt: change.changedAt.toISOString(),
        changedBy: authorName(change),
        client: change.client,
        before: change.before && presentAnswerContent(change.before),
        after: presentAnswerContent(change.after),
      }));
    entries.push({
      name: `answers/${safePart(set.questionSet)}/${set.year ?? 'best-practice'}.json`,
      data: json({
        questionSet: set.questionSet,
        title: set.questionSetTitle,
        year: set.year,
        version: set.version,
        updatedAt: set.updatedAt.toISOString(),
        answers,
        history,
      }),
    });
  }

  const listed = [];
  for (const document of documents) {
    const data = await readStoredFile(ctx, document.file);
    const path = data ? `documents/${document.id}-${safePart(document.filename)}` : null;
    if (data && path) entries.push({ name: path, data });
    listed.push({
      id: document.id,
      title: document.title,
      description: document.description,
      location: document.location,
      filename: document.filename,
      mimeType: document.file.mimeType,
      uploadedBy: authorName(document),
      createdAt: document.createdAt.toISOString(),
      path,
    });
  }
  entries.push({ name: 'documents.json', data: json(listed) });

  return {
    contentType: 'application/zip',
    body: zipArchive(entries),
    filename: `${fileNamePart(profile.title)}-archive-${new Date().toISOString().slice(0, 10)}.zip`,
    disposition: 'attachment',
    cacheControl: 'no-store',
  };
}
