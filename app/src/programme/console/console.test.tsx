// The programme console's pages as staff use them (docs/programme-console.md#screens): what each
// sends, and that a refusal shows by its field with nothing typed lost.
import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../../test/fake-api';
import { descriptionOf, renderApp } from '../../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../../test/session';

const STAFF: Schemas['ProgrammeRoles'] = {
  staff: true,
  verifierId: null,
  accreditedUntil: null,
  federationCountries: null,
};
const COUNTRIES = [
  { id: 2, title: 'Germany', code: 'DE' },
  { id: 3, title: 'Sweden', code: 'SE' },
];

function staffHandlers(more: Record<string, Handler>) {
  return {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/certification/me': () => ok(STAFF),
    'GET /api/country/countries': () => ok(COUNTRIES),
    ...more,
  };
}

async function open(path: string, more: Record<string, Handler>) {
  signIn(GREEN_HILLS);
  const rendered = await renderApp(path, staffHandlers(more));
  return { user: userEvent.setup(), ...rendered };
}

const banner = (over: Partial<Schemas['ConsoleMaintenance']> = {}): Schemas['ConsoleMaintenance'] => ({
  id: 3,
  active: true,
  maintenanceStartDate: '2099-12-12',
  maintenanceStartTime: '06:00',
  maintenanceDuration: 2,
  durationUnits: 'hours',
  message: 'OnCourse will be unavailable while we upgrade the database.',
  createdAt: '2026-12-02T08:00:00.000Z',
  ...over,
});

describe('maintenance banner', { timeout: 30_000 }, () => {
  it('shows the active banner in GMT and ends it after asking', async () => {
    let ended: unknown;
    const { user } = await open('/programme/maintenance', {
      'GET /api/console/maintenance': () => ok([banner()]),
      'PATCH /api/console/maintenance/3': ({ body }) => {
        ended = body;
        return ok(banner({ active: false }));
      },
    });
    expect(await screen.findByText(/^From .*2099.*06:00 to .*2099.*08:00 GMT$/)).toBeTruthy();
    expect(screen.getByText('Scheduled, shown to users now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End the banner' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'End the banner' }));
    await waitFor(() => expect(ended).toEqual({ active: false }));
    expect(await screen.findByText('The banner has ended.')).toBeTruthy();
  });

  it('shows a banner that ends before it starts on the duration, keeping what was typed', async () => {
    let sent: unknown;
    const { user } = await open('/programme/maintenance', {
      'GET /api/console/maintenance': () => ok([]),
      'POST /api/console/maintenance': ({ body }) => {
        sent = body;
        return fail(
          422,
          'INCORRECT_DATE_ORDER',
          'The maintenance must end after it starts',
          'maintenanceDuration',
        );
      },
    });
    await user.type(await screen.findByLabelText('Start date'), '2099-12-12');
    await user.type(screen.getByLabelText('Start time (GMT)'), '06:00');
    const duration = screen.getByLabelText('Duration');
    await user.clear(duration);
    await user.type(duration, '0');
    await user.selectOptions(screen.getByLabelText('Units'), 'minutes');
    await user.type(screen.getByLabelText('Message to users (optional)'), 'Back soon');
    await user.click(screen.getByRole('button', { name: 'Schedule the banner' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Duration'))).toBe(
        'The banner would end before it starts: enter a duration of at least 1.',
      ),
    );
    expect(sent).toEqual({
      maintenanceStartDate: '2099-12-12',
      maintenanceStartTime: '06:00',
      maintenanceDuration: 0,
      durationUnits: 'minutes',
      message: 'Back soon',
    });
    expect((screen.getByLabelText('Message to users (optional)') as HTMLTextAreaElement).value).toBe(
      'Back soon',
    );
    expect((screen.getByLabelText('Units') as HTMLSelectElement).value).toBe('minutes');
  });
});

const notice = (over: Partial<Schemas['ConsoleAnnouncement']> = {}): Schemas['ConsoleAnnouncement'] => ({
  id: 4,
  title: { en: 'New water guidance', de: 'Neue Hinweise zum Wasser' },
  body: { en: 'The water section has new examples.' },
  organisationType: null,
  countryId: null,
  publishedAt: null,
  createdAt: '2026-12-01T15:00:00.000Z',
  updatedAt: '2026-12-01T15:00:00.000Z',
  ...over,
});

describe('notices', { timeout: 30_000 }, () => {
  it('asks for the English title where it is typed, keeping the German already written', async () => {
    const { user } = await open('/programme/notices', {
      'GET /api/console/announcements': () => ok([]),
      'POST /api/console/announcements': () =>
        fail(422, 'REQUIRED_FIELD_MISSING', 'An English title is required', 'title.en'),
    });
    await user.click(await screen.findByRole('button', { name: 'Write a notice' }));
    await user.click(screen.getByRole('button', { name: /^Deutsch/ }));
    await user.type(screen.getByLabelText('Title (Deutsch)'), 'Wartung am Samstag');
    expect(screen.getByRole('button', { name: /^Deutsch/ }).textContent).toContain('written');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    const english = await screen.findByLabelText('Title (English)');
    expect(descriptionOf(english)).toBe('This field is required');
    await user.click(screen.getByRole('button', { name: /^Deutsch/ }));
    expect((screen.getByLabelText('Title (Deutsch)') as HTMLInputElement).value).toBe('Wartung am Samstag');
  });

  it('publishes a draft to facilities in one country', async () => {
    let audience: unknown;
    const { user } = await open('/programme/notices', {
      'GET /api/console/announcements': () => ok([notice()]),
      'POST /api/console/announcements/4/publish': ({ body }) => {
        audience = body;
        return ok(notice({ ...(body as object), publishedAt: '2026-12-02T08:00:00.000Z' }));
      },
    });
    expect(await screen.findByText('Draft, shown to nobody')).toBeTruthy();
    expect(screen.getByText('Written in: English, Deutsch')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const form = screen.getByRole('form', { name: 'Audience' });
    await user.selectOptions(within(form).getByLabelText('Organisations'), 'FACILITY');
    await user.selectOptions(within(form).getByLabelText('Country'), '3');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(audience).toEqual({ organisationType: 'FACILITY', countryId: 3 }));
    expect(await screen.findByText(/The notice is published/)).toBeTruthy();
  });

  it('previews what a tournament user in a country reads in the language chosen', async () => {
    const { user, calls } = await open('/programme/notices', {
      'GET /api/console/announcements': () => ok([]),
      'GET /api/console/notices/preview': () =>
        ok([
          {
            id: 41,
            kind: 'announcement',
            title: 'Neue Hinweise zum Wasser',
            text: null,
            createdAt: '2026-12-02T08:00:00.000Z',
          },
        ]),
    });
    const preview = await screen.findByRole('region', { name: 'Preview what users read' });
    await user.selectOptions(within(preview).getByLabelText('As a user of'), 'TOURNAMENT');
    await user.selectOptions(within(preview).getByLabelText('Country'), '2');
    await user.selectOptions(within(preview).getByLabelText('Language'), 'de');
    await user.click(within(preview).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Neue Hinweise zum Wasser')).toBeTruthy();
    expect(screen.getByText(/^Staff notice ·/)).toBeTruthy();
    const asked = calls.filter((call) => call.path === '/api/console/notices/preview').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(asked.search))).toEqual({
      organisationType: 'TOURNAMENT',
      countryId: '2',
      lang: 'de',
    });
  });
});

const joinRequest = (over: Partial<Schemas['ConsoleJoinRequest']> = {}): Schemas['ConsoleJoinRequest'] => ({
  id: 9,
  status: 'pending',
  person: { userId: 27, name: 'Jamie Green', email: 'jamie@heathland.example' },
  organisationName: 'Heathland Links',
  organisation: { id: 1, title: 'Heathland Links' },
  countryCode: 'GB',
  message: 'I am the new course manager.',
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  accessType: null,
  declineReason: null,
  ...over,
});
const requestPage = (requests: Schemas['ConsoleJoinRequest'][]) => ({
  requests,
  total: requests.length,
  page: 1,
  pageSize: 50,
});

describe('join requests', { timeout: 30_000 }, () => {
  it('approves with the access type chosen', async () => {
    let approval: unknown;
    const { user } = await open('/programme/join-requests', {
      'GET /api/console/join-requests': () => ok(requestPage([joinRequest()])),
      'POST /api/console/join-requests/9/approve': ({ body }) => {
        approval = body;
        return ok(joinRequest({ status: 'approved', accessType: 'ADMIN_USER' }));
      },
    });
    expect(await screen.findByText('I am the new course manager.')).toBeTruthy();
    expect(screen.getByText('On OnCourse as Heathland Links')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Access type'), 'ADMIN_USER');
    expect(within(screen.getByLabelText('Access type')).queryByRole('option', { name: 'Owner' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approval).toEqual({ accessType: 'ADMIN_USER' }));
    expect(await screen.findByText('Jamie Green has joined and been told by e-mail.')).toBeTruthy();
  });

  it('keeps the reason typed when the request was decided meanwhile', async () => {
    const { user } = await open('/programme/join-requests', {
      'GET /api/console/join-requests': () => ok(requestPage([joinRequest({ organisation: null })])),
      'POST /api/console/join-requests/9/decline': () =>
        fail(422, 'INACTIVE_RESOURCE', 'The request has been decided'),
    });
    expect(await screen.findByText('No facility of this name on OnCourse')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline…' }));
    await user.type(screen.getByLabelText('Reason for declining'), 'Please ask the club secretary.');
    await user.click(screen.getByRole('button', { name: 'Decline the request' }));
    expect(await screen.findByText(/decided already/)).toBeTruthy();
    expect((screen.getByLabelText('Reason for declining') as HTMLTextAreaElement).value).toBe(
      'Please ask the club secretary.',
    );
  });
});

const message = (
  over: Partial<Schemas['ConsoleHelpdeskMessage']> = {},
): Schemas['ConsoleHelpdeskMessage'] => ({
  id: 12,
  reason: 'HELP_ONCOURSE',
  message: 'How do I add a second course?',
  callBack: null,
  sender: { userId: 27, name: 'Jamie Green', email: 'jamie@heathland.example' },
  organisation: { id: 1, title: 'Heathland Links' },
  createdAt: '2026-12-01T10:00:00.000Z',
  answeredAt: null,
  replies: [],
  ...over,
});

describe('helpdesk inbox', { timeout: 30_000 }, () => {
  it('filters to unanswered messages, shows a refused reply on its field and sends the reply', async () => {
    let reply: Response = fail(422, 'REQUIRED_FIELD_MISSING', 'A reply needs text', 'text');
    let sent: unknown;
    const { user, calls } = await open('/programme/helpdesk', {
      'GET /api/console/helpdesk/messages': () =>
        ok({ messages: [message()], total: 1, page: 1, pageSize: 50 }),
      'POST /api/console/helpdesk/messages/12/replies': ({ body }) => {
        sent = body;
        return reply;
      },
    });
    expect(await screen.findByText('How do I add a second course?')).toBeTruthy();
    expect(screen.getByText('Help with OnCourse')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Unanswered' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/console/helpdesk/messages').at(-1)!.search).toBe(
        '?answered=false',
      ),
    );

    await user.type(screen.getByLabelText('Your reply'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Your reply'))).toContain('This field is required'),
    );

    reply = ok(message({ answeredAt: '2026-12-02T08:00:00.000Z' }));
    await user.clear(screen.getByLabelText('Your reply'));
    await user.type(screen.getByLabelText('Your reply'), 'Open the facility profile.');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('The reply has been sent.')).toBeTruthy();
    expect(sent).toEqual({ text: 'Open the facility profile.' });
  });

  it('shows the number to ring and the time that suits for "Please call me", the number dialling', async () => {
    await open('/programme/helpdesk', {
      'GET /api/console/helpdesk/messages': () =>
        ok({
          messages: [
            message({ reason: 'CALL', callBack: { phone: '+44 1292 313000', time: 'Tuesday afternoon' } }),
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    const number = await screen.findByRole('link', { name: '+44 1292 313000' });
    expect(number.getAttribute('href')).toBe('tel:+441292313000');
    expect(screen.getByText('convenient time: Tuesday afternoon', { exact: false })).toBeTruthy();
    expect(screen.getByText('Please call me')).toBeTruthy();
  });

  it('marks a message answered without replying', async () => {
    let state: unknown;
    const { user } = await open('/programme/helpdesk', {
      'GET /api/console/helpdesk/messages': () =>
        ok({ messages: [message()], total: 1, page: 1, pageSize: 50 }),
      'PATCH /api/console/helpdesk/messages/12': ({ body }) => {
        state = body;
        return ok(message({ answeredAt: '2026-12-02T08:00:00.000Z' }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark answered' }));
    await waitFor(() => expect(state).toEqual({ answered: true }));
  });
});

describe('tournaments', { timeout: 30_000 }, () => {
  it('makes a tournament and invites its organiser; a taken name shows on the name, nothing lost', async () => {
    let answer: Response = fail(409, 'NOT_UNIQUE', 'This tournament name is already registered', 'title');
    let sent: unknown;
    const { user } = await open('/programme/tournaments', {
      'GET /api/console/audit': () => ok({ entries: [], total: 0, page: 1, pageSize: 50 }),
      'POST /api/console/tournaments': ({ body }) => {
        sent = body;
        return answer;
      },
    });
    await user.type(await screen.findByLabelText('Tournament name'), 'Nordic Links Open');
    await user.selectOptions(screen.getByLabelText('Country'), '3');
    await user.type(screen.getByLabelText('Organiser’s e-mail address'), 'organiser@nordic.example');
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Tournament name'))).toBe(
        'A tournament of this name is already on OnCourse.',
      ),
    );
    expect(sent).toEqual({
      title: 'Nordic Links Open',
      countryId: 3,
      organiserEmail: 'organiser@nordic.example',
      message: null,
    });
    expect((screen.getByLabelText('Organiser’s e-mail address') as HTMLInputElement).value).toBe(
      'organiser@nordic.example',
    );

    answer = ok({
      id: 31,
      title: 'Nordic Links Open 2027',
      countryId: 3,
      organiser: { userId: 52, email: 'organiser@nordic.example', status: 'invited' },
      createdAt: '2026-12-02T08:00:00.000Z',
    });
    await user.type(screen.getByLabelText('Tournament name'), ' 2027');
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(
      await screen.findByText(
        'Nordic Links Open 2027 is on OnCourse; the invitation has been sent to organiser@nordic.example.',
      ),
    ).toBeTruthy();
  });
});

describe('audit', { timeout: 30_000 }, () => {
  it('filters by person and kind and shows only the fields an action changed', async () => {
    const { user, calls } = await open('/programme/audit', {
      'GET /api/certification/staff': () =>
        ok([{ userId: 15, name: 'Sam Staff', email: 'sam@oncourse.example' }]),
      'GET /api/console/audit': () =>
        ok({
          entries: [
            {
              id: 31,
              kind: 'announcement.publish',
              subjectId: 4,
              actor: { userId: 15, name: 'Sam Staff' },
              before: { title: { en: 'Water' }, publishedAt: null, countryId: null },
              after: { title: { en: 'Water' }, publishedAt: '2026-12-02T08:00:00.000Z', countryId: 3 },
              at: '2026-12-02T08:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    const table = await screen.findByRole('table');
    const fields = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(fields).toEqual(['publishedAt', 'countryId']);
    expect(within(table).getByRole('row', { name: /countryId/ }).textContent).toBe('countryId–3');
    expect(within(table.closest('li')!).getByText('Notice published')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Person'), '15');
    await user.selectOptions(screen.getByLabelText('Kind'), 'announcement.publish');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const asked = calls.filter((call) => call.path === '/api/console/audit').at(-1)!;
      expect(Object.fromEntries(new URLSearchParams(asked.search))).toEqual({
        userId: '15',
        kind: 'announcement.publish',
      });
    });
  });
});
