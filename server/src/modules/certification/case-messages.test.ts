// The e-mails and helpdesk notices of a certification case (docs/certification.md#messages-and-reminders):
// each step that needs someone writes an outbox mail to each of them in their own language and a
// notice on their badge; nobody else hears of it.
import { gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { certificationParties } from '../../test/certification-parties.ts';
import { databases, useTestApp } from '../../test/harness.ts';

describe.each(databases())('certification messages on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, applied, programme, clubCase, programmeCase, submittedQuestion } = certificationParties(
    t,
    `messages ${kind}`,
  );

  const emailOf = async (userId: number) =>
    (await t.current.db.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, userId) }))!.email;

  /** The mails written since the last call, as (recipient, subject). */
  async function mailsSince(mark: { id: number }) {
    const rows = await t.current.db.db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(gt(mailOutbox.id, mark.id))
      .orderBy(mailOutbox.id);
    mark.id = rows.at(-1)?.id ?? mark.id;
    return rows;
  }

  const badge = async (userId: number) =>
    (await call('GET', `/api/app-user/${userId}/helpdesk/badge`, userId)).json().data.count as number;

  it('tells the verifier, the club, staff and the club again at each step, each in their language', async () => {
    const mark = { id: 0 };
    await mailsSince(mark);
    const { organisation, case: opened } = await applied('FACILITY', { language: 'de' });
    const { staffId, verifier } = await programme();
    const vera = await verifier('2099-12-31', false, { language: 'sv' });
    const [owner, admin, viewer, veraMail, staffMail] = await Promise.all(
      [organisation.owner, organisation.admin, organisation.viewer, vera.userId, staffId].map(emailOf),
    );
    expect(await mailsSince(mark)).toEqual([]);

    // Assigned: the verifier in Swedish, the owner in German and the admin in English; not the viewer.
    let response = await call('POST', `${programmeCase(opened.id)}/assign`, staffId, {
      version: 1,
      verifierId: vera.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    let mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin, owner, veraMail].sort());
    expect(mails.find((mail) => mail.to === veraMail)!.subject).toBe(
      `Du har utsetts att granska ${organisation.title}`,
    );
    expect(mails.find((mail) => mail.to === owner)!.subject).toContain('Ein Prüfer begutachtet');
    expect(mails.find((mail) => mail.to === admin)!.subject).toContain('A verifier reviews');
    expect(mails.find((mail) => mail.to === owner)!.text).toContain(`/certification`);
    expect(mails.find((mail) => mail.to === veraMail)!.text).toContain(`/programme/my-cases/${opened.id}`);
    expect(mails.some((mail) => mail.to === viewer || mail.to === staffMail)).toBe(false);
    expect(await badge(vera.userId)).toBe(1);
    expect(await badge(organisation.viewer)).toBe(0);

    // A request goes to the club; its reply to the verifier; the verifier's reply back to the club.
    response = await call('POST', `${programmeCase(opened.id)}/requests`, vera.userId, {
      questionId: await submittedQuestion(opened.id, vera.userId),
      kind: 'clarification',
      text: 'Which wells are metered?',
    });
    const requestId = response.json().data.requests[0].id as number;
    mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin, owner].sort());
    expect(mails.find((mail) => mail.to === owner)!.subject).toContain('bittet');

    await call(
      'POST',
      `${clubCase(organisation.id, opened.id)}/requests/${requestId}/replies`,
      organisation.owner,
      {
        text: 'All three',
      },
    );
    mails = await mailsSince(mark);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [veraMail, `${organisation.title} har svarat på din förfrågan`],
    ]);
    expect(await badge(vera.userId)).toBe(2);

    await call('POST', `${programmeCase(opened.id)}/requests/${requestId}/replies`, vera.userId, {
      text: 'Thanks',
    });
    expect((await mailsSince(mark)).map((mail) => mail.to).sort()).toEqual([admin, owner].sort());

    // The report goes to staff; the decision to the club, with the certificate's last day.
    await call('PUT', `${programmeCase(opened.id)}/visit`, vera.userId, {
      date: '2026-05-12',
      mode: 'remote',
    });
    expect(await mailsSince(mark)).toEqual([]);
    response = await call('POST', `${programmeCase(opened.id)}/report`, vera.userId, {
      version: 2,
      recommendation: 'certify',
      findings: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.to)).toContain(staffMail);
    expect(mails.every((mail) => ![owner, admin, veraMail].includes(mail.to))).toBe(true);
    expect(await badge(staffId)).toBe(1);

    response = await call('POST', `${programmeCase(opened.id)}/decision`, staffId, {
      version: 3,
      outcome: 'certified',
    });
    expect(response.statusCode, response.body).toBe(200);
    const until = response.json().data.decision.validUntil as string;
    mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin, owner].sort());
    const german = mails.find((mail) => mail.to === owner)!;
    expect(german.subject).toBe(`${organisation.title} ist zertifiziert`);
    expect(german.text).toContain(
      new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${until}T00:00:00Z`),
      ),
    );

    // A renewal returned for completion: the club hears why it has work to do.
    response = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
      {
        year: 2024,
      },
    );
    const renewal = response.json().data as { id: number };
    response = await call('POST', `${programmeCase(renewal.id)}/return`, staffId, {
      version: 1,
      comment: 'Add the 2025 water readings',
    });
    expect(response.statusCode, response.body).toBe(200);
    mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin, owner].sort());
    expect(mails.find((mail) => mail.to === admin)!.subject).toContain('needs completing');

    // The owner's helpdesk lists the notices in German, newest first, opening the certification page.
    const notices = (
      await call('GET', `/api/app-user/${organisation.owner}/notices/languages/de`, organisation.owner)
    ).json().data as {
      kind: string;
      title: string;
      link: string;
    }[];
    expect(notices.map((notice) => notice.kind)).toEqual(Array(5).fill('certification'));
    expect(notices[0]).toMatchObject({ title: expect.stringContaining('ergänzt'), link: '/certification' });
  });
});
