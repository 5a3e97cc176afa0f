// What the server answers for refused input is what the contract declares for the operation: format
// failures 400, well-formed input a rule refuses 422 (docs/errors.md#decisions).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOperations, openapiDocument, undeclaredAnswer } from '@oncourse/openapi';
import { questionSets } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { freshIp } from '../test/accounts.ts';

const operations = new Map(
  listOperations(openapiDocument).map((operation) => [operation.operationId, operation]),
);

/** The answer's status and media type are among those the contract declares for the operation. */
function expectDeclared(
  operationId: string,
  response: { statusCode: number; headers: Record<string, unknown> },
) {
  const operation = operations.get(operationId)!;
  const contentType = response.headers['content-type'] as string | undefined;
  expect(undeclaredAnswer(openapiDocument, operation.operation, response.statusCode, contentType)).toBeNull();
}

const facilityForm = (fields: Record<string, unknown>) => ({
  title: `Heathland Golf Club ${Math.random().toString(36).slice(2)}`,
  address_1: 'Links Road 1',
  city: 'Carnoustie',
  post_zip_code: 'DD7 7JE',
  country_id: 1,
  measurement_unit: 'metric',
  ...fields,
});

describe('statuses the contract declares for refused input', () => {
  const t = useTestApp('pglite');

  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    userId: number | null,
    payload?: object,
  ) =>
    t.current.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: userId === null ? {} : await t.current.authHeader(userId),
      ...(payload ? { payload } : {}),
    });

  /** The create-facility form, with some fields changed, sent by a new user for themselves. */
  const createFacility = async (fields: Record<string, unknown>) => {
    const userId = await t.current.createUser();
    return call('POST', `/api/organisation/add/${userId}`, userId, facilityForm(fields));
  };

  it('answers a control character in a string with 400 INCORRECT_FORMAT, as login and createOrganisation declare', async () => {
    const login = await call('POST', '/api/auth/login', null, {
      email_address: 'pro\u0000shop@club.example',
      password: 'secret1',
      isTournamentLogin: false,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().data).toMatchObject({ field: 'email_address', code: 'INCORRECT_FORMAT' });
    expectDeclared('login', login);

    const created = await createFacility({ city: 'Carn\u001boustie' });
    expect(created.statusCode).toBe(400);
    expect(created.json().data).toMatchObject({ field: 'city', code: 'INCORRECT_FORMAT' });
    expectDeclared('createOrganisation', created);
  });

  it('answers the year rules of answer sets with 422, which getAnswerSet and createAnswerSet declare', async () => {
    const facility = await t.current.createOrganisation({ type: 'FACILITY', title: 'Year rules Golf Club' });
    const [annual] = await t.current.db.db
      .select({ id: questionSets.id })
      .from(questionSets)
      .where(eq(questionSets.kind, 'ANNUAL_DATA'));
    const [review] = await t.current.db.db
      .select({ id: questionSets.id })
      .from(questionSets)
      .where(eq(questionSets.kind, 'BEST_PRACTICE'));
    const base = (setId: number) => `/api/reviews/answers/question/${setId}/organisation/${facility.id}`;

    const withoutYear = await call('GET', base(annual!.id), facility.owner);
    expect(withoutYear.statusCode).toBe(422);
    expect(withoutYear.json().data).toMatchObject({ field: 'year', message: 'Annual data needs a year' });
    expectDeclared('getAnswerSet', withoutYear);

    const reviewWithYear = await call('POST', `${base(review!.id)}/new`, facility.owner, { year: 2024 });
    expect(reviewWithYear.statusCode).toBe(422);
    expect(reviewWithYear.json().data).toMatchObject({ field: 'year' });
    expectDeclared('createAnswerSet', reviewWithYear);
  });

  it('answers a tournament role on a new facility with 422, which createOrganisation declares', async () => {
    const response = await createFacility({ role: 'tournament director' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toMatchObject({ field: 'role', code: 'UNPROCESSABLE_ENTITY' });
    expectDeclared('createOrganisation', response);
  });

  it('answers a well-formed but unknown country id with 422 INVALID_RESOURCE, on creating and on editing a facility', async () => {
    const created = await createFacility({ country_id: 99999 });
    expect(created.statusCode).toBe(422);
    expect(created.json().data).toMatchObject({ field: 'country_id', code: 'INVALID_RESOURCE' });
    expectDeclared('createOrganisation', created);

    const facility = await t.current.createOrganisation({
      type: 'FACILITY',
      title: 'Unknown country Golf Club',
    });
    const edited = await call('PATCH', `/api/organisation/${facility.id}`, facility.owner, {
      country_id: 99999,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().data).toMatchObject({ field: 'country_id', code: 'INVALID_RESOURCE' });
    expectDeclared('updateOrganisation', edited);
  });

  it('declares the media types downloads answer with: a text document, a PDF', async () => {
    const facility = await t.current.createOrganisation({ type: 'FACILITY', title: 'Downloads Golf Club' });
    const listed = (await call('GET', `/api/organisation/${facility.id}/documents`, facility.owner)).json()
      .data as { id: number; oncourse_document: boolean; content_type: string }[];
    const text = listed.find((entry) => entry.oncourse_document && entry.content_type === 'text/plain');
    const provided = await call(
      'GET',
      `/api/organisation/${facility.id}/documents/${text!.id}?oncourse=true`,
      facility.owner,
    );
    expect(provided.statusCode).toBe(200);
    expect(provided.headers['content-type']).toMatch(/^text\/plain/);
    expectDeclared('getDocumentData', provided);

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const boundary = 'oncourse-pdf';
    const uploaded = await t.current.app.inject({
      method: 'POST',
      url: `/api/organisation/${facility.id}/documents`,
      remoteAddress: freshIp(),
      headers: {
        ...(await t.current.authHeader(facility.owner)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nGreenkeeping plan\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="section"\r\n\r\nWATER\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    const download = await call(
      'GET',
      `/api/organisation/document/${uploaded.json().data.id}`,
      facility.owner,
    );
    expect(download.headers['content-type']).toBe('application/pdf');
    expectDeclared('downloadOrganisationDocument', download);
  });
});
