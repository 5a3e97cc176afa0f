import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearCookies();
});

describe('/registration-link-sent resend lockout (docs/registration.md#behaviour, docs/registration.md#limits)', () => {
  it('sends, then says how many seconds until the link can be sent again, for 5 seconds after each press', async () => {
    const { router, calls } = await renderApp('/login', {
      'POST /api/registration/re-send-email': () => ok({ acknowledged: true }),
    });
    await act(() =>
      router.navigate({ to: '/registration-link-sent', state: { registrationEmail: 'alex@example.org' } }),
    );
    const button = await screen.findByRole('button', { name: 'Send the link again' });

    vi.useFakeTimers();
    await act(async () => button.click());
    expect(screen.getByText('We have sent the link again.')).toBeTruthy();
    // Once sent, no spinner and no "sending": the label says when it works again.
    expect(button.textContent).toBe('You can send it again in 5 s');
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);

    // A press while locked sends nothing more.
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(button.textContent).toBe('You can send it again in 4 s');
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(button.textContent).toBe('You can send it again in 1 s');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.textContent).toBe('Send the link again');
    expect(button.hasAttribute('disabled')).toBe(false);

    await act(async () => button.click());
    expect(button.textContent).toBe('You can send it again in 5 s');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(button.textContent).toBe('Send the link again');

    const resends = calls.filter((call) => call.path === '/api/registration/re-send-email');
    expect(resends.map((call) => call.body)).toEqual([
      { email_address: 'alex@example.org' },
      { email_address: 'alex@example.org' },
    ]);
  });
});
