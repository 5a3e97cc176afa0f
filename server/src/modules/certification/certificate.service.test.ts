// The certificate PDF (docs/certification.md#the-certificate): what it prints in English and German,
// who may download it (the club's members, staff, the assigned verifier; 404 for anyone else and
// for a case that is not certified), and that an expired certificate says so.
import { formatDate, regionalLocale } from '@oncourse/engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificationCases, users } from '../../db/schema/index.ts';
import { certificationParties } from '../../test/certification-parties.ts';
import { insertDecidedCase } from '../../test/certified-case.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { hasPdfToText, pdfText } from '../../test/pdf-text.ts';

/** A date as the certificate writes it for a reader of `language` (the organisation has no country). */
const longDate = (iso: string, language: string) =>
  formatDate(new Date(`${iso}T00:00:00Z`), regionalLocale(language, null));

// The first download starts a report worker, which takes a while on a busy machine.
describe.each(databases())('the certificate on %s', { timeout: 120_000 }, (kind) => {
  const t = useTestApp(kind);
  const { call, club, programme, clubCase, programmeCase } = certificationParties(t, `certificate ${kind}`);

  async function certified(decidedAt = new Date('2026-03-14T10:00:00Z')) {
    const organisation = await club('FACILITY');
    const { staffId, verifier } = await programme();
    const vera = await verifier('2099-12-31');
    const decided = await insertDecidedCase(t.current.db.db, {
      organisationId: organisation.id,
      verifierId: vera.id,
      decidedAt,
    });
    return { organisation, staffId, vera, decided };
  }

  it.runIf(hasPdfToText)(
    'prints the organisation, period, verifier, dates and code in the reader’s language',
    async () => {
      const { organisation, vera, decided } = await certified();
      const response = await call(
        'GET',
        `${clubCase(organisation.id, decided.id)}/certificate`,
        organisation.owner,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`certificate-${decided.code}.pdf`);
      const english = pdfText(response.rawPayload);
      for (const expected of [
        'Certificate',
        organisation.title,
        'Best-practice reviews and annual data 2024',
        `Vera ${vera.userId}, Green Audits`,
        `DATE OF DECISION ${longDate('2026-03-14', 'en')}`,
        `VALID UNTIL ${longDate(decided.validUntil, 'en')}`,
        decided.code,
        `${t.current.config.appUrl}/verify/${decided.code}`,
      ])
        expect(english).toContain(expected);
      expect(english).not.toContain('expired');

      await t.current.db.db.update(users).set({ language: 'de' }).where(eq(users.id, organisation.viewer));
      const german = pdfText(
        (await call('GET', `${clubCase(organisation.id, decided.id)}/certificate`, organisation.viewer))
          .rawPayload,
      );
      for (const expected of [
        'Zertifikat',
        'Best-Practice-Bewertungen und Jahresdaten 2024',
        `DATUM DER ENTSCHEIDUNG ${longDate('2026-03-14', 'de')}`,
        `GÜLTIG BIS ${longDate(decided.validUntil, 'de')}`,
        decided.code,
        `Prüfen Sie dieses Zertifikat unter ${t.current.config.appUrl}/verify/${decided.code}`,
      ])
        expect(german).toContain(expected);
    },
  );

  it('gives it to every member, staff and the assigned verifier, and 404 to everyone else', async () => {
    const { organisation, staffId, vera, decided } = await certified();
    const other = await club('FACILITY');
    const { verifier } = await programme();
    const stranger = await verifier('2099-12-31');
    const status = async (url: string, asUser: number) => (await call('GET', url, asUser)).statusCode;
    expect(await status(`${clubCase(organisation.id, decided.id)}/certificate`, organisation.viewer)).toBe(
      200,
    );
    expect(await status(`${programmeCase(decided.id)}/certificate`, staffId)).toBe(200);
    expect(await status(`${programmeCase(decided.id)}/certificate`, vera.userId)).toBe(200);
    expect(await status(`${programmeCase(decided.id)}/certificate`, stranger.userId)).toBe(404);
    expect(await status(`${clubCase(other.id, decided.id)}/certificate`, other.owner)).toBe(404);
  });

  it('is 404 while the case is not certified', async () => {
    const organisation = await club('FACILITY');
    const { staffId } = await programme();
    const open = await insertDecidedCase(t.current.db.db, {
      organisationId: organisation.id,
      decidedAt: new Date(),
      state: 'decision',
    });
    expect(
      (await call('GET', `${clubCase(organisation.id, open.id)}/certificate`, organisation.owner)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${programmeCase(open.id)}/certificate`, staffId)).statusCode).toBe(404);
  });

  it.runIf(hasPdfToText)('still downloads after its last day, saying it has expired', async () => {
    const { organisation, decided } = await certified(new Date('2020-01-10T09:00:00Z'));
    await t.current.db.db
      .update(certificationCases)
      .set({ validUntil: '2023-01-10' })
      .where(eq(certificationCases.id, decided.id));
    const response = await call(
      'GET',
      `${clubCase(organisation.id, decided.id)}/certificate`,
      organisation.owner,
    );
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(
      `This certificate expired on ${longDate('2023-01-10', 'en')} and is no longer valid.`,
    );
  });
});
