// The certificate's calendar (docs/certification.md#messages-and-reminders): the club is reminded
// six months and one month before the last day, each once however many servers run the job and
// however often they restart; after the last day the organisation's certified flag is cleared and
// the club told. The job's clock is moved by the test.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, organisations, users } from '../../db/schema/index.ts';
import { certificationParties } from '../../test/certification-parties.ts';
import { insertDecidedCase } from '../../test/certified-case.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { startCertificateCalendar } from './certificate-calendar.job.ts';

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

describe.each(databases())('certificate reminders on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, club } = certificationParties(t, `calendar ${kind}`);

  /** A server's job with its own clock, as a second server or a restart would start it. */
  function server(clock: { now: Date }) {
    const { db, config, mailer } = t.current;
    return startCertificateCalendar(
      { db: db.db, dbKind: db.kind, config, mailer, log: silent },
      { now: () => clock.now, timer: false },
    );
  }

  it('reminds the club once at six months and at one month, then clears the flag at expiry', async () => {
    const organisation = await club('FACILITY', { language: 'nl' });
    const decided = await insertDecidedCase(t.current.db.db, {
      organisationId: organisation.id,
      decidedAt: new Date('2026-03-14T12:00:00Z'),
    });
    expect(decided.validUntil).toBe('2029-03-14');
    const people = await t.current.db.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, [organisation.owner, organisation.admin, organisation.viewer]));
    const mails = async () =>
      (
        await t.current.db.db
          .select({ to: mailOutbox.to, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(
            inArray(
              mailOutbox.to,
              people.map((person) => person.email),
            ),
          )
          .orderBy(mailOutbox.id)
      ).map((mail) => mail.subject);
    const clock = { now: new Date('2028-09-13T08:00:00Z') };
    const first = server(clock);
    const second = server(clock);

    await Promise.all([first.runNow(), second.runNow()]);
    expect(await mails()).toEqual([]);

    // Six months before: the owner (Dutch) and the admin (English) once, whichever server ran.
    clock.now = new Date('2028-09-14T08:00:00Z');
    await Promise.all([first.runNow(), second.runNow()]);
    await server(clock).runNow();
    expect(await mails()).toEqual([
      `Het certificaat van ${organisation.title} verloopt over zes maanden`,
      `${organisation.title}'s certificate expires in six months`,
    ]);

    clock.now = new Date('2029-02-20T08:00:00Z');
    await Promise.all([first.runNow(), second.runNow()]);
    await first.runNow();
    expect((await mails()).slice(2)).toEqual([
      `Het certificaat van ${organisation.title} verloopt over een maand`,
      `${organisation.title}'s certificate expires in one month`,
    ]);

    // Its last day still counts; the day after, the flag goes and the club is told.
    clock.now = new Date('2029-03-14T23:00:00Z');
    await first.runNow();
    expect(await mails()).toHaveLength(4);
    const flag = async () =>
      (
        await t.current.db.db
          .select({ certified: organisations.certified })
          .from(organisations)
          .where(eq(organisations.id, organisation.id))
      )[0]!.certified;
    expect(await flag()).toBe(true);
    clock.now = new Date('2029-03-15T06:00:00Z');
    await Promise.all([first.runNow(), second.runNow()]);
    await server(clock).runNow();
    expect((await mails()).slice(4)).toEqual([
      `Het certificaat van ${organisation.title} is verlopen`,
      `${organisation.title}'s certificate has expired`,
    ]);
    expect(await flag()).toBe(false);

    const notices = (
      await call('GET', `/api/app-user/${organisation.owner}/notices/languages/nl`, organisation.owner)
    ).json().data as { title: string; text: string }[];
    expect(notices).toHaveLength(3);
    expect(notices[0]!.text).toContain('niet langer als gecertificeerd');
  });
});
