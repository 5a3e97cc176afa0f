import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@oncourse/openapi';
import { fail, ok, type RecordedCall } from '../test/fake-api';
import { descriptionOf, renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

type Notice = Schemas['Notice'];
type SentMessage = Schemas['SentHelpdeskMessage'];

/** Green Hills where the user may communicate with the helpdesk (view-only members may not). */
const COMMUNICATING = { ...GREEN_HILLS, activities: [...GREEN_HILLS.activities, 'communicate' as const] };
const communicating = () => ({
  ...summary(11, 'Green Hills'),
  activities: COMMUNICATING.activities,
});

const notice = (id: number, fields: Partial<Notice>): Notice => ({
  id,
  kind: 'improvement',
  title: `Notice ${id}`,
  text: null,
  link: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  maintenance: null,
  ...fields,
});

/** A server that keeps notices and messages: the badge counts unread notices, as the real one does. */
function helpdeskServer(notices: Notice[], messages: SentMessage[] = []) {
  const unread = () => notices.filter((item) => !item.read).length;
  return {
    ...shellHandlers([communicating()]),
    'GET /api/app-user/7/helpdesk/badge': () => ok({ count: unread() }),
    'GET /api/app-user/7/notices/languages/en': () => ok(notices),
    ...Object.fromEntries(
      notices.map((item) => [
        `PATCH /api/app-user/7/notices/${item.id}`,
        ({ body }: RecordedCall) => {
          item.read = (body as { read: boolean }).read;
          return ok({ count: unread() });
        },
      ]),
    ),
    'GET /api/organisation/11/helpdesk/messages': () => ok(messages),
    'POST /api/app-user/contact-helpdesk/7': ({ body }: RecordedCall) => {
      const { reason, message } = body as Schemas['HelpdeskMessage'];
      messages.unshift({
        id: messages.length + 1,
        createdAt: '2026-11-25T14:30:00.000Z',
        reason,
        sender: 'Alex Morgan',
        message,
      });
      return ok({ acknowledged: true });
    },
  };
}

describe('helpdesk (docs/helpdesk.md)', { timeout: 20_000 }, () => {
  it('is reached from the top bar, sends a message and confirms it; the message is listed, the badge stays', async () => {
    const user = userEvent.setup();
    signIn(COMMUNICATING);
    const { calls } = await renderApp('/', helpdeskServer([notice(1, { read: true })]));
    await user.click(await screen.findByRole('link', { name: 'Helpdesk' }));
    expect(await screen.findByRole('heading', { name: 'Helpdesk', level: 1 })).toBeTruthy();
    expect(screen.getByText('9am to 5pm GMT, Monday to Friday.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/The helpdesk is (open|closed) now/);
    const sent = screen.getByRole('region', { name: 'Messages sent by Green Hills' });
    expect(
      within(sent).getByText('Your organisation has not sent the helpdesk any messages yet.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the helpdesk' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Reason required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/app-user/contact-helpdesk/7')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Help with OnCourse' }));
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('Our water meter readings will not save.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Message sent' });
    expect(calls.find((call) => call.path === '/api/app-user/contact-helpdesk/7')?.body).toEqual({
      reason: 'HELP_ONCOURSE',
      message: 'Our water meter readings will not save.',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Close' }));
    const listed = await within(sent).findByRole('listitem');
    expect(listed.textContent).toContain('Help with OnCourse');
    expect(listed.textContent).toContain('Sent by Alex Morgan');
    expect(listed.textContent).toContain('Our water meter readings will not save.');
    expect(listed.textContent).toContain('25 November 2026');
    // Sending is not news for the sender: the badge shows nothing unread.
    expect(screen.getByRole('link', { name: 'Helpdesk' })).toBeTruthy();
  });

  it('asks "Please call me" for a number to ring and a convenient time, checked before sending', async () => {
    const user = userEvent.setup();
    signIn(COMMUNICATING);
    const { calls } = await renderApp('/helpdesk', helpdeskServer([]));
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the helpdesk' });
    // The number and time are asked only for a call.
    expect(within(dialog).queryByRole('textbox', { name: /Phone number/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Please call me' }));
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('Please call about the water section.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const phone = await within(dialog).findByRole('textbox', { name: /Phone number/ });
    const callTime = within(dialog).getByRole('textbox', { name: /When suits you for a call/ });
    await waitFor(() => expect(descriptionOf(phone)).toContain('This field is required'));
    expect(descriptionOf(callTime)).toContain('This field is required');
    await user.click(phone);
    await user.paste('01292 CALL');
    await user.click(callTime);
    await user.paste('Tuesday afternoon');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(descriptionOf(phone)).toContain(
        'Enter a number we can ring: at least 6 digits, using only digits, spaces and plus signs',
      ),
    );
    expect(calls.some((call) => call.path === '/api/app-user/contact-helpdesk/7')).toBe(false);
    await user.clear(phone);
    await user.paste('+44 1292 313000');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await screen.findByRole('dialog', { name: 'Message sent' });
    expect(calls.find((call) => call.path === '/api/app-user/contact-helpdesk/7')?.body).toEqual({
      reason: 'CALL',
      message: 'Please call about the water section.',
      phone: '+44 1292 313000',
      call_time: 'Tuesday afternoon',
    });
  });

  it('lists the notices, unread ones marked; opening one marks it read and the badge drops at once', async () => {
    const user = userEvent.setup();
    signIn(COMMUNICATING);
    const { calls } = await renderApp(
      '/helpdesk',
      helpdeskServer([
        notice(5, {
          kind: 'maintenance',
          title: '',
          text: 'Answers you saved are kept.',
          createdAt: '2026-11-24T09:00:00.000Z',
          maintenance: {
            maintenanceStartDate: '2026-12-01',
            maintenanceStartTime: '07:00',
            maintenanceDuration: 2,
            durationUnits: 'hours',
          },
        }),
        notice(4, {
          title: 'Carbon footprint',
          link: '/section/oncourse-reports/carbon-footprint',
          createdAt: '2026-11-23T09:00:00.000Z',
        }),
        notice(3, { kind: 'document', title: 'Irrigation audit checklist', read: true }),
      ]),
    );
    const panel = await screen.findByRole('region', { name: 'Notices' });
    expect(await screen.findByRole('link', { name: 'Helpdesk, 2 unread' })).toBeTruthy();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, false]);
    expect(items[0]!.textContent).toContain('24 November 2026');
    expect(within(items[1]!).getByRole('link', { name: 'Carbon footprint' }).getAttribute('href')).toBe(
      '/section/oncourse-reports/carbon-footprint',
    );

    const maintenance = within(items[0]!).getByRole('button', { name: 'Planned maintenance' });
    expect(maintenance.getAttribute('aria-expanded')).toBe('false');
    expect(within(items[0]!).queryByText(/unavailable from/)).toBeNull();
    await user.click(maintenance);
    expect(maintenance.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(items[0]!).getByText(/unavailable from 1 December 2026 at 07:00 GMT for about 2 hours/),
    ).toBeTruthy();
    expect(within(items[0]!).getByText('Answers you saved are kept.')).toBeTruthy();
    expect(within(items[0]!).queryByText('New')).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/app-user/7/notices/5',
      body: { read: true },
    });
    expect(await screen.findByRole('link', { name: 'Helpdesk, 1 unread' })).toBeTruthy();

    // Closing and opening it again is not a second read.
    await user.click(maintenance);
    await user.click(maintenance);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps the message and says so when sending fails', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    await renderApp('/helpdesk', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'POST /api/app-user/contact-helpdesk/7': () => fail(500, 'INTERNAL_SERVER_ERROR'),
    });
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the helpdesk' });
    await user.click(within(dialog).getByRole('radio', { name: 'Help with OnCourse' }));
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('How do I add a year?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again later.',
    );
    expect((within(dialog).getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(
      'How do I add a year?',
    );
  });
});
