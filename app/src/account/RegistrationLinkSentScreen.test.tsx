import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearCookies();
});

describe('/registration-link-sent resend lockout (spec 000 §4, §9)', () => {
  it('locks the resend button with a sending label for 5 seconds after each press', async () => {
    const { router, calls } = await renderApp('/login', {
      'POST /api/registration/re-send-email': () => ok({ acknowledged: true }),
    });
    await act(() =>
      router.navigate({ to: '/registration-link-sent', state: { registrationEmail: 'alex@example.org' } }),
    );
    const button = await screen.findByRole('button', { name: 'Send the link again' });

    vi.useFakeTimers();
    act(() => button.click());
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Sending… please wait');

    // A press while locked sends nothing more.
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(button.getAttribute('aria-disabled')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.textContent).toBe('Send the link again');

    act(() => button.click());
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(button.getAttribute('aria-disabled')).toBeNull();

    const resends = calls.filter((call) => call.path === '/api/registration/re-send-email');
    expect(resends.map((call) => call.body)).toEqual([
      { email_address: 'alex@example.org' },
      { email_address: 'alex@example.org' },
    ]);
  });
});
