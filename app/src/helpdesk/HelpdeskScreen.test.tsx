import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

afterEach(() => {
  cleanup();
  clearCookies();
});

describe('helpdesk (spec 001 §1–2, §5, §9)', { timeout: 20_000 }, () => {
  it('is reached from the top bar, sends a message and confirms it; the badge follows', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    let unanswered = 0;
    const { calls } = await renderApp('/', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/app-user/7/helpdesk/badge': () => ok({ count: unanswered }),
      'POST /api/app-user/contact-helpdesk/7': () => {
        unanswered += 1;
        return ok({ acknowledged: true });
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Helpdesk' }));
    expect(await screen.findByRole('heading', { name: 'Helpdesk', level: 1 })).toBeTruthy();
    expect(screen.getByText('9am to 5pm GMT, Monday to Friday.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/The helpdesk is (open|closed) now/);

    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the helpdesk' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Reason required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/app-user/contact-helpdesk/7')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Please call me' }));
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('Our water meter readings will not save.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('dialog', { name: 'Message sent' });
    expect(calls.find((call) => call.path === '/api/app-user/contact-helpdesk/7')?.body).toEqual({
      reason: 'CALL',
      message: 'Our water meter readings will not save.',
    });
    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Helpdesk, 1 unread' })).toBeTruthy());
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
