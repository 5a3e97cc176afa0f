// The helpdesk inbox (docs/programme-console.md#behaviour): the messages clubs send, listed for staff;
// a reply is e-mailed to the sender and kept with the message, which then counts as answered.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { mailsTo } from '../../test/accounts.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';

describe.each(databases())('helpdesk inbox on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;

  /** A club member who sends a message from the app's helpdesk page. */
  async function sent(message: string, callBack?: { phone: string; call_time: string }) {
    counter += 1;
    const club = await t.current.createOrganisation(
      { type: 'FACILITY', title: `Inbox Club ${kind} ${counter}` },
      [],
      { firstName: 'Alex', lastName: 'Green', language: 'de' },
    );
    await t.current.db.db
      .update(users)
      .set({ activeOrganisationId: club.id })
      .where(eq(users.id, club.owner));
    const response = await call('POST', `/api/app-user/contact-helpdesk/${club.owner}`, club.owner, {
      reason: callBack ? 'CALL' : 'HELP_ONCOURSE',
      message,
      ...callBack,
    });
    expect(response.status).toBe(200);
    const [user] = await t.current.db.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, club.owner));
    return { club, sender: club.owner, email: user!.email };
  }
  type Message = { id: number; message: string; answeredAt: string | null; replies: { text: string }[] };
  const inbox = async (staff: number, query = '') =>
    (await call('GET', `/api/console/helpdesk/messages${query}`, staff)).data.messages as Message[];

  it('lists a message with its sender and organisation, and a reply reaches the sender and stays with it', async () => {
    const { club, email } = await sent('How do I add a second course?');
    const staff = await staffMember();
    const [message] = await inbox(staff, '?answered=false');
    expect(message).toMatchObject({
      message: 'How do I add a second course?',
      reason: 'HELP_ONCOURSE',
      sender: { name: 'Alex Green', email },
      organisation: { id: club.id },
      answeredAt: null,
    });
    const replied = await call('POST', `/api/console/helpdesk/messages/${message!.id}/replies`, staff, {
      text: 'Open the facility profile and choose Add course.',
    });
    expect(replied.status).toBe(200);
    expect(replied.data.replies).toEqual([
      expect.objectContaining({ text: 'Open the facility profile and choose Add course.' }),
    ]);
    expect(replied.data.answeredAt).not.toBeNull();
    // The sender reads German, so the mail around the reply is in German.
    const [mail] = await mailsTo(t.current.db.db, email);
    expect(mail?.subject).toBe('Antwort vom OnCourse-Helpdesk');
    expect(mail?.text).toContain('Open the facility profile and choose Add course.');
    expect((await inbox(staff, '?answered=false')).map((row) => row.id)).not.toContain(message!.id);
    expect(
      (await inbox(staff, '?answered=true')).find((row) => row.id === message!.id)?.replies,
    ).toHaveLength(1);
  });

  it('shows staff the number to ring and the time that suits for "Please call me"', async () => {
    await sent('Please call me about the water section.', {
      phone: '+46 8 123 456',
      call_time: 'Thursday 2–4pm',
    });
    const staff = await staffMember();
    const messages = (await call('GET', '/api/console/helpdesk/messages', staff)).data.messages as {
      message: string;
      reason: string;
      callBack: unknown;
    }[];
    const asked = messages.find((row) => row.message === 'Please call me about the water section.');
    expect(asked).toMatchObject({
      reason: 'CALL',
      callBack: { phone: '+46 8 123 456', time: 'Thursday 2–4pm' },
    });
    expect(messages.find((row) => row.reason === 'HELP_ONCOURSE')?.callBack).toBeNull();
  });

  it('marks a message answered and back, and audits both', async () => {
    await sent('Please call me about the annual data.');
    const staff = await staffMember();
    const [message] = await inbox(staff, '?answered=false');
    const answered = await call('PATCH', `/api/console/helpdesk/messages/${message!.id}`, staff, {
      answered: true,
    });
    expect(answered.data.answeredAt).not.toBeNull();
    const reopened = await call('PATCH', `/api/console/helpdesk/messages/${message!.id}`, staff, {
      answered: false,
    });
    expect(reopened.data.answeredAt).toBeNull();
    expect((await inbox(staff, '?answered=false')).map((row) => row.id)).toContain(message!.id);
    const audit = await call('GET', `/api/console/audit?userId=${staff}&kind=helpdesk.answered`, staff);
    expect(audit.data.total).toBe(2);
  });

  it('refuses an empty reply, sending and keeping nothing', async () => {
    const { email } = await sent('Where is the water section?');
    const staff = await staffMember();
    const [message] = await inbox(staff, '?answered=false');
    const blank = await call('POST', `/api/console/helpdesk/messages/${message!.id}/replies`, staff, {
      text: '   ',
    });
    expect(blank.status).toBe(422);
    expect(blank.error).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', field: 'text' });
    expect(await mailsTo(t.current.db.db, email)).toEqual([]);
    expect((await inbox(staff, '?answered=false')).find((row) => row.id === message!.id)?.replies).toEqual(
      [],
    );
  });

  it('is staff only: the sender gets 403, an unknown message 404', async () => {
    const { sender } = await sent('Hello');
    const staff = await staffMember();
    expect((await call('GET', '/api/console/helpdesk/messages', sender)).status).toBe(403);
    expect(
      (await call('PATCH', '/api/console/helpdesk/messages/987654', staff, { answered: true })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/console/helpdesk/messages/987654/replies', staff, { text: 'Hi' })).status,
    ).toBe(404);
    expect((await call('GET', '/api/console/audit', sender)).status).toBe(403);
  });
});
