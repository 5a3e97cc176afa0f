// The certification case over HTTP (docs/certification.md): who may do what (member, another
// club's member, staff, the assigned and an unassigned verifier), the 422s and 409s, and the whole
// case for a facility and for a tournament, from the application to the certificate on the
// organisation's summary.
import { validUntil } from '@oncourse/engine';
import { openapiDocument, type OpenApiDocument } from '@oncourse/openapi';
import { describe, expect, it } from 'vitest';
import { today } from '../../core/today.ts';
import { makeReadyForCertification } from '../../test/certification-ready.ts';
import { certificationParties } from '../../test/certification-parties.ts';
import { createTestApp, databases, useTestApp } from '../../test/harness.ts';
import { insertDocument } from '../../test/rows.ts';

describe.each(databases())('certification on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, club, programme, applied, clubCase, programmeCase, submittedQuestion } = certificationParties(
    t,
    kind,
  );
  const codeOf = (response: { json: () => { data: { code: string } } }) => response.json().data.code;

  it('refuses an application with 422 listing what is missing, and keeps nothing', async () => {
    const organisation = await club();
    const response = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
      {},
    );
    expect(response.statusCode).toBe(422);
    const gaps = response.json().data.details.gaps as { kind: string }[];
    expect(gaps.some((gap) => gap.kind === 'question')).toBe(true);
    expect(gaps.at(-1)).toEqual({ kind: 'no-annual-data' });

    const withYear = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
      {
        year: 2024,
      },
    );
    expect(withYear.statusCode).toBe(422);
    const cases = await call(
      'GET',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
    );
    expect(cases.json().data).toEqual([]);
  });

  it('names a year whose footprint is not final', async () => {
    const organisation = await club();
    await makeReadyForCertification(t.current, organisation, 2024);
    // A second year nobody answered: its footprint cannot be final.
    const created = await call(
      'POST',
      `/api/reviews/annual-data/organisation/${organisation.id}/year`,
      organisation.owner,
      {
        year: 2025,
      },
    );
    expect(created.statusCode, created.body).toBe(200);
    const response = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
      {
        year: 2025,
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().data.details.gaps).toContainEqual({ kind: 'footprint-not-final', year: 2025 });
  });

  it('lets owners and admins apply but not a view-only member, and only one case at a time (409)', async () => {
    const { organisation, case: opened } = await applied();
    expect(opened).toMatchObject({ state: 'desk-review', version: 1 });
    const again = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.admin,
      {
        year: 2024,
      },
    );
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('TRANSITION_NOT_ALLOWED');
    const viewer = await call(
      'POST',
      `${clubCase(organisation.id, opened.id)}/withdraw`,
      organisation.viewer,
      {
        version: 1,
      },
    );
    expect(viewer.statusCode).toBe(403);
  });

  it('gives each party its answer on each kind of call: 200, 403 or 404', async () => {
    const { organisation, case: opened } = await applied();
    const other = await club();
    const { staffId, verifier } = await programme();
    const assigned = await verifier('2099-12-31');
    const unassigned = await verifier('2099-12-31');
    const assign = await call('POST', `${programmeCase(opened.id)}/assign`, staffId, {
      version: 1,
      verifierId: assigned.id,
    });
    expect(assign.statusCode, assign.body).toBe(200);

    const status = async (method: 'GET' | 'POST', url: string, asUser: number, payload?: object) =>
      (await call(method, url, asUser, payload)).statusCode;
    const questionId = await submittedQuestion(opened.id, assigned.userId);
    const request = { questionId, kind: 'evidence', text: 'Please show it' };

    // The club's own calls: members read, another club's member cannot, staff and verifiers are not members.
    const read = clubCase(organisation.id, opened.id);
    expect(await status('GET', read, organisation.viewer)).toBe(200);
    expect(await status('GET', read, other.owner)).toBe(403);
    expect(await status('GET', clubCase(other.id, opened.id), other.owner)).toBe(404);
    expect(await status('GET', read, staffId)).toBe(403);
    expect(await status('GET', read, assigned.userId)).toBe(403);

    // A case as the programme reads it.
    expect(await status('GET', programmeCase(opened.id), staffId)).toBe(200);
    expect(await status('GET', programmeCase(opened.id), assigned.userId)).toBe(200);
    expect(await status('GET', programmeCase(opened.id), unassigned.userId)).toBe(404);
    expect(await status('GET', programmeCase(opened.id), organisation.owner)).toBe(403);
    expect(await status('GET', programmeCase(987_654), staffId)).toBe(404);

    // Staff's queue and verifiers.
    expect(await status('GET', '/api/certification/cases', staffId)).toBe(200);
    expect(await status('GET', '/api/certification/cases', assigned.userId)).toBe(403);
    expect(await status('GET', '/api/certification/verifiers', organisation.owner)).toBe(403);

    // The verifier's work: only the assigned one, and a verifier only.
    expect(await status('POST', `${programmeCase(opened.id)}/requests`, unassigned.userId, request)).toBe(
      404,
    );
    expect(await status('POST', `${programmeCase(opened.id)}/requests`, staffId, request)).toBe(403);
    expect(await status('POST', `${programmeCase(opened.id)}/requests`, organisation.owner, request)).toBe(
      403,
    );
    expect(await status('POST', `${programmeCase(opened.id)}/requests`, assigned.userId, request)).toBe(200);

    // A verifier's own list holds the case; another's does not.
    const mine = await call('GET', '/api/certification/verifier/cases', assigned.userId);
    expect(mine.json().data.map((entry: { id: number }) => entry.id)).toEqual([opened.id]);
    const theirs = await call('GET', '/api/certification/verifier/cases', unassigned.userId);
    expect(theirs.json().data).toEqual([]);
  });

  it('refuses a verifier whose accreditation ran out or who is a member, and a stale version, changing nothing', async () => {
    const { organisation, case: opened } = await applied();
    const { staffId, verifier } = await programme(organisation.id);
    const expired = await verifier('2020-01-31');
    const member = await verifier('2099-12-31', true);
    const fine = await verifier('2099-12-31');
    for (const refused of [expired, member]) {
      const response = await call('POST', `${programmeCase(opened.id)}/assign`, staffId, {
        version: 1,
        verifierId: refused.id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().data.field).toBe('verifierId');
    }
    const stale = await call('POST', `${programmeCase(opened.id)}/assign`, staffId, {
      version: 7,
      verifierId: fine.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('VERSION_CONFLICT');
    const notYet = await call('POST', `${programmeCase(opened.id)}/decision`, staffId, {
      version: 1,
      outcome: 'certified',
    });
    expect(notYet.statusCode).toBe(409);
    expect(codeOf(notYet)).toBe('TRANSITION_NOT_ALLOWED');
    const unchanged = (await call('GET', programmeCase(opened.id), staffId)).json().data;
    expect(unchanged).toMatchObject({ state: 'desk-review', version: 1, verifier: null });
    expect(unchanged.events.map((event: { action: string }) => event.action)).toEqual(['apply']);
  });

  it('returns an application for completion and takes it back when resubmitted', async () => {
    const { organisation, case: opened } = await applied();
    const { staffId } = await programme();
    const returned = await call('POST', `${programmeCase(opened.id)}/return`, staffId, {
      version: 1,
      comment: 'Please add the water plan',
    });
    expect(returned.json().data).toMatchObject({ state: 'returned', version: 2 });
    const resubmitted = await call(
      'POST',
      `${clubCase(organisation.id, opened.id)}/resubmit`,
      organisation.owner,
      {
        version: 2,
        comment: 'Added',
      },
    );
    expect(resubmitted.json().data).toMatchObject({
      state: 'desk-review',
      version: 3,
      actions: ['withdraw'],
    });
    const timeline = resubmitted
      .json()
      .data.events.map((event: { action: string; comment: string | null }) => [event.action, event.comment]);
    expect(timeline).toEqual([
      ['apply', null],
      ['return', 'Please add the water plan'],
      ['resubmit', 'Added'],
    ]);
  });

  it.each(['FACILITY', 'TOURNAMENT'] as const)(
    'takes a %s from application to certificate, and its renewal brings back the continual point',
    async (type) => {
      const { organisation, case: opened } = await applied(type);
      const { staffId, verifier } = await programme();
      const vera = await verifier('2099-12-31');
      let response = await call('POST', `${programmeCase(opened.id)}/assign`, staffId, {
        version: 1,
        verifierId: vera.id,
      });
      expect(response.json().data).toMatchObject({ state: 'verification', verifier: { id: vera.id } });

      // The verifier asks for evidence; the club replies with a document of its library.
      const submittedSet = (response.json().data.submitted as { questionSetId: number }[])[0]!.questionSetId;
      response = await call('POST', `${programmeCase(opened.id)}/requests`, vera.userId, {
        questionId: await submittedQuestion(opened.id, vera.userId),
        kind: 'evidence',
        text: 'Please attach the irrigation plan',
      });
      const requestId = response.json().data.requests[0].id as number;
      const own = await insertDocument(t.current.db.db, { organisationId: organisation.id });
      const foreign = await insertDocument(t.current.db.db, { organisationId: 1 });
      const replies = `${clubCase(organisation.id, opened.id)}/requests/${requestId}/replies`;
      expect(
        (await call('POST', replies, organisation.owner, { text: 'Here', documentId: foreign.document }))
          .statusCode,
      ).toBe(404);
      response = await call('POST', replies, organisation.owner, {
        text: 'Here it is',
        documentId: own.document,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.requests[0].replies).toMatchObject([
        { text: 'Here it is', documentId: own.document, byVerifier: false },
      ]);
      await call('POST', `${programmeCase(opened.id)}/requests/${requestId}/close`, vera.userId, {});

      // Report before the visit is refused; after it, one immediate and one continual point.
      const reportBody = (version: number) => ({
        version,
        recommendation: 'certify',
        findings: [
          { questionSetId: submittedSet, kind: 'immediate', text: 'Bund the fuel store' },
          { questionSetId: submittedSet, kind: 'continual', text: 'Meter every well', dueDate: '2027-06-30' },
        ],
      });
      expect(
        (await call('POST', `${programmeCase(opened.id)}/report`, vera.userId, reportBody(2))).statusCode,
      ).toBe(422);
      await call('PUT', `${programmeCase(opened.id)}/visit`, vera.userId, {
        date: '2026-05-12',
        mode: 'on-site',
      });
      response = await call('POST', `${programmeCase(opened.id)}/report`, vera.userId, reportBody(2));
      expect(response.json().data).toMatchObject({
        state: 'decision',
        version: 3,
        recommendation: 'certify',
      });
      const [immediate] = response.json().data.findings as { id: number; kind: string }[];

      // No certificate while the immediate point is open; the club closes it with evidence.
      const decision = { version: 3, outcome: 'certified' };
      response = await call('POST', `${programmeCase(opened.id)}/decision`, staffId, decision);
      expect(response.statusCode).toBe(422);
      response = await call(
        'POST',
        `${clubCase(organisation.id, opened.id)}/findings/${immediate!.id}/close`,
        organisation.admin,
        {
          comment: 'Bunded in May',
          documentId: own.document,
        },
      );
      expect(response.json().data.findings[0]).toMatchObject({
        closingComment: 'Bunded in May',
        evidenceDocumentId: own.document,
      });
      response = await call('POST', `${programmeCase(opened.id)}/decision`, staffId, decision);
      expect(response.statusCode, response.body).toBe(200);
      const until = validUntil(today());
      expect(response.json().data).toMatchObject({
        state: 'certified',
        decision: { outcome: 'certified', validUntil: until },
      });
      expect(response.json().data.decision.certificateCode).toMatch(/^\w{4}-\w{4}-\w{4}$/);

      // The organisation summary shows the certificate until the date three years on.
      const summaries = (
        await call('GET', `/api/app-user/${organisation.owner}/organisation`, organisation.owner)
      ).json().data as { organisation_id: number; certified: boolean; certified_until: string | null }[];
      expect(summaries.find((entry) => entry.organisation_id === organisation.id)).toMatchObject({
        certified: true,
        certified_until: until,
      });
      expect(Number(until.slice(0, 4)) - Number(today().slice(0, 4))).toBe(3);

      // A renewal starts from this case: the continual point comes back to be reported on.
      response = await call(
        'POST',
        `/api/organisation/${organisation.id}/certification/cases`,
        organisation.owner,
        {
          year: 2024,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ renewsCaseId: opened.id, state: 'desk-review' });
      expect(response.json().data.findings).toMatchObject([
        { kind: 'continual', text: 'Meter every well', dueDate: '2027-06-30', closedAt: null },
      ]);
    },
  );

  it('does not show an expired certificate as certified', async () => {
    const organisation = await club();
    await t.current.db.db.execute(
      // A certificate whose last day has passed, as the clock leaves it.
      (await import('drizzle-orm'))
        .sql`update organisations set certified = true, certified_until = '2020-01-31' where id = ${organisation.id}`,
    );
    const summaries = (
      await call('GET', `/api/app-user/${organisation.owner}/organisation`, organisation.owner)
    ).json().data as { organisation_id: number; certified: boolean; certified_until: string | null }[];
    expect(summaries.find((entry) => entry.organisation_id === organisation.id)).toMatchObject({
      certified: false,
      certified_until: '2020-01-31',
    });
  });
});

describe('the server with a certification call that lacks its access rule', () => {
  it('refuses to start', async () => {
    const document = structuredClone(openapiDocument) as OpenApiDocument;
    delete document.paths['/api/certification/cases/{caseId}']!.get!['x-programme-role'];
    delete document.paths['/api/certification/cases/{caseId}']!.get!['x-case-param'];
    await expect(createTestApp('pglite', { document })).rejects.toThrow(
      'without x-activity or x-programme-role',
    );
  });
});
