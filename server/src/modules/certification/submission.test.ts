// What the verifier reads of a case (docs/certification.md#the-verifiers-pages): the answers as
// submitted with what the club changed since, the documents attached to the case, and requests
// only on questions of the submission; and who else gets 403 or 404 for the same calls.
import type { Schemas } from '@oncourse/openapi';
import { describe, expect, it } from 'vitest';
import { makeReadyForCertification } from '../../test/certification-ready.ts';
import { freshIp } from '../../test/accounts.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { insertDocument } from '../../test/rows.ts';
import { addStaff } from '../programme/programme.service.ts';

type Question =
  Schemas['QuestionSet']['sections'][number]['subsections'][number]['fieldSets'][number]['questions'][number];

describe.each(databases())("the verifier's reading on %s", (kind) => {
  const t = useTestApp(kind);
  let clubs = 0;

  const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, userId: number, payload?: object) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(userId),
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });

  const emailOf = async (userId: number) =>
    (await t.current.db.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, userId) }))!.email;

  /**
   * A facility in English that applied, staff, a verifier reading German assigned to its case and
   * another verifier who is not.
   */
  async function caseInVerification() {
    clubs += 1;
    const club = await t.current.createOrganisation({ type: 'FACILITY', title: `Read ${clubs} ${kind}` }, [
      'USER_VIEW_ONLY',
    ]);
    const organisation = { id: club.id, owner: club.owner, type: 'FACILITY' as const };
    await makeReadyForCertification(t.current, organisation, 2024);
    const applied = await send('POST', `/api/organisation/${club.id}/certification/cases`, club.owner, {
      year: 2024,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const caseData = applied.json().data as Schemas['CertificationCase'];
    const staffId = await t.current.createUser();
    await addStaff({ db: t.current.db.db }, await emailOf(staffId), null);
    const accredit = async (language: string) => {
      const userId = await t.current.createUser({ language });
      const made = await send('POST', '/api/certification/verifiers', staffId, {
        email: await emailOf(userId),
        name: `Vera ${userId}`,
        company: 'Green Audits',
        countries: ['DE'],
        languages: [language],
        accreditedUntil: '2099-12-31',
      });
      return { userId, id: made.json().data.id as number };
    };
    const verifier = await accredit('de');
    const other = await accredit('en');
    const assigned = await send('POST', `/api/certification/cases/${caseData.id}/assign`, staffId, {
      version: caseData.version,
      verifierId: verifier.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return { club, caseId: caseData.id, submitted: caseData.submitted, staffId, verifier, other };
  }

  const submissionOf = async (caseId: number, userId: number) =>
    (await send('GET', `/api/certification/cases/${caseId}/submission`, userId)).json()
      .data as Schemas['CertificationSubmission'];

  const questionsOf = (set: Schemas['QuestionSet']): Question[] =>
    set.sections.flatMap((section) =>
      section.subsections.flatMap((subsection) =>
        subsection.fieldSets.flatMap((fieldSet) => fieldSet.questions),
      ),
    );

  it('shows each answer as submitted, and one the club changed since with the before and after', async () => {
    const { club, caseId, verifier } = await caseInVerification();
    const before = await submissionOf(caseId, verifier.userId);
    expect(before).toMatchObject({ clubLanguage: 'en', readerLanguage: 'de' });
    // The submitted year's footprint by where its figures come from, from the answers as submitted.
    expect(before.dataQuality?.year).toBe(2024);
    const quality = before.dataQuality!.quality;
    expect(quality.measured + quality.estimated + quality.spend + quality.notStated).toBeCloseTo(
      before.dataQuality!.total,
      9,
    );
    // A number the club had answered 0 when it applied.
    const annual = before.sets.find((set) => set.year === 2024)!;
    const numeric = questionsOf(annual.questionSet).find(
      (question) =>
        question.fieldType === 'number' &&
        annual.answers.some((answer) => answer.questionId === question.id && answer.submitted?.value === 0),
    )!;
    expect(annual.answers.every((answer) => !answer.changed)).toBe(true);
    expect(annual.readerQuestionSet?.id).toBe(annual.questionSetId);

    const saved = await send(
      'PATCH',
      `/api/reviews/answers/${annual.answerSetId}/organisation/${club.id}`,
      club.owner,
      {
        baseVersion: annual.submittedVersion,
        answers: {
          [numeric.id]: {
            complete: true,
            savelater: false,
            value: 42,
            unitMeasurementType: 'metric',
            nestedValues: {},
            facilityAddedAnswers: [],
            rows: [],
          },
        },
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await submissionOf(caseId, verifier.userId);
    const changed = after.sets.flatMap((set) => set.answers).filter((answer) => answer.changed);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      questionId: numeric.id,
      submitted: { value: 0 },
      current: { value: 42 },
      changes: [{ before: { value: 0 }, after: { value: 42 }, changedBy: { id: club.owner } }],
    });
  });

  it('gives the submission to staff and the assigned verifier only', async () => {
    const { club, caseId, staffId, other } = await caseInVerification();
    const url = `/api/certification/cases/${caseId}/submission`;
    const staffRead = await send('GET', url, staffId);
    expect(staffRead.statusCode).toBe(200);
    // Staff read English, as the club does: no second copy of the texts.
    expect(
      (staffRead.json().data as Schemas['CertificationSubmission']).sets[0]!.readerQuestionSet,
    ).toBeNull();
    expect((await send('GET', url, other.userId)).statusCode).toBe(404);
    expect((await send('GET', url, club.owner)).statusCode).toBe(403);
    expect((await send('GET', url, club.members[0]!)).statusCode).toBe(403);
  });

  it('opens a request only on a question of the submission (422 otherwise), changing nothing', async () => {
    const { caseId, verifier } = await caseInVerification();
    const read = await submissionOf(caseId, verifier.userId);
    const asked = read.sets[0]!.answers[0]!.questionId;
    const url = `/api/certification/cases/${caseId}/requests`;
    const foreign = await send('POST', url, verifier.userId, {
      questionId: 987_654,
      kind: 'clarification',
      text: 'What is this?',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.field).toBe('questionId');
    const opened = await send('POST', url, verifier.userId, {
      questionId: asked,
      kind: 'evidence',
      text: 'Please attach the plan',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((opened.json().data as Schemas['CertificationCase']).requests).toMatchObject([
      { questionId: asked, kind: 'evidence' },
    ]);
  });

  it('downloads a document the club attached to a reply, and no other document of its library', async () => {
    const { club, caseId, staffId, verifier, other } = await caseInVerification();
    const read = await submissionOf(caseId, verifier.userId);
    const opened = await send('POST', `/api/certification/cases/${caseId}/requests`, verifier.userId, {
      questionId: read.sets[0]!.answers[0]!.questionId,
      kind: 'evidence',
      text: 'Please attach the plan',
    });
    const requestId = (opened.json().data as Schemas['CertificationCase']).requests[0]!.id;
    const attached = await insertDocument(t.current.db.db, { organisationId: club.id });
    const unattached = await insertDocument(t.current.db.db, { organisationId: club.id });
    const replied = await send(
      'POST',
      `/api/organisation/${club.id}/certification/cases/${caseId}/requests/${requestId}/replies`,
      club.owner,
      { text: 'Attached', documentId: attached.document },
    );
    expect(replied.statusCode, replied.body).toBe(200);

    const url = (docId: number) => `/api/certification/cases/${caseId}/documents/${docId}`;
    const download = await send('GET', url(attached.document), verifier.userId);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await send('GET', url(attached.document), staffId)).statusCode).toBe(200);
    expect((await send('GET', url(unattached.document), verifier.userId)).statusCode).toBe(404);
    expect((await send('GET', url(attached.document), other.userId)).statusCode).toBe(404);
    expect((await send('GET', url(attached.document), club.owner)).statusCode).toBe(403);
  });
});
