// A resource named in a path must belong to the organisation the wiring checked (404 otherwise).
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/harness.ts';
import { insertDocument, insertNote } from '../../test/rows.ts';
import { AppError } from '../../core/errors.ts';
import { certificationCases } from '../../db/schema/index.ts';
import { requireInOrganisation, type OwnedResource } from './ownership.service.ts';

describe.each(databases())('requireInOrganisation on %s', (kind) => {
  const t = useTestApp(kind);
  const ORG_A = { organisationId: 1 };
  const ORG_B = { organisationId: 2 };

  /** One resource of each kind, all of organisation A. */
  const resourcesOfA = async (): Promise<Record<OwnedResource, number>> => {
    const db = t.current.db.db;
    const member = await t.current.createUser();
    await t.current.addMember(member, ORG_A.organisationId, 'USER', 'invited');
    const { file, document } = await insertDocument(db, { organisationId: 1 });
    const { answerSet, note } = await insertNote(db, 1, 1999);
    const [certificationCase] = await db
      .insert(certificationCases)
      .values({ organisationId: 1, state: 'withdrawn', reviewYear: 1999, submitted: [] })
      .returning({ id: certificationCases.id });
    return {
      certificationCase: certificationCase!.id,
      teamMember: member,
      document,
      file,
      answerSet,
      note,
    };
  };

  const refusal = async (promise: Promise<void>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    return error instanceof AppError ? error.toBody() : error;
  };

  it("passes each kind of resource for its own organisation and refuses it, 404, for another's", async () => {
    const ids = await resourcesOfA();
    for (const [resource, id] of Object.entries(ids) as [OwnedResource, number][]) {
      await expect(
        requireInOrganisation(t.current.db.db, ORG_A, resource, id),
        resource,
      ).resolves.toBeUndefined();
      const body = await refusal(requireInOrganisation(t.current.db.db, ORG_B, resource, id, 'docId'));
      expect(body, resource).toMatchObject({ status: 404, data: { code: 'NOT_FOUND', field: 'docId' } });
    }
  });

  it('refuses ids that do not exist with the same 404', async () => {
    for (const resource of [
      'teamMember',
      'document',
      'file',
      'answerSet',
      'note',
      'certificationCase',
    ] as const) {
      const body = await refusal(requireInOrganisation(t.current.db.db, ORG_A, resource, 987_654));
      expect(body, resource).toMatchObject({ status: 404, data: { code: 'NOT_FOUND' } });
    }
  });
});
