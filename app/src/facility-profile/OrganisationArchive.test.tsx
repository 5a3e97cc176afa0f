import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fake-api';
import { profileHandlers } from '../test/facility-profile-data';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn, USER } from '../test/session';

afterEach(() => {
  vi.restoreAllMocks();
});

const handlers = () =>
  profileHandlers(undefined, {
    'GET /api/country/countries': () => ok([{ id: 2, title: 'United Kingdom', code: 'GB' }]),
    'GET /api/organisation/11/archive': () =>
      new Response('PK', {
        headers: { 'Content-Type': 'application/zip', 'content-filename': 'Green%20Hills-archive.zip' },
      }),
  });

describe('the organisation archive (docs/organisations.md#archive)', { timeout: 30_000 }, () => {
  it('lets the owner download everything as one ZIP under the name the server gives', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:archive');
    URL.createObjectURL = created;
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    signIn(GREEN_HILLS);
    const { calls } = await renderApp('/profile/facility', handlers());
    await user.click(await screen.findByRole('button', { name: 'Download everything (archive)' }));
    await vi.waitFor(() => expect(names).toEqual(['Green Hills-archive.zip']));
    expect(calls.filter((call) => call.path === '/api/organisation/11/archive')).toHaveLength(1);
  });

  it('is not offered to a member who is not the owner', async () => {
    signIn(GREEN_HILLS, { ...USER, id: 8, firstName: 'Sam', lastName: 'Bunker' });
    await renderApp('/profile/facility', handlers());
    await screen.findByRole('tab', { name: 'General information' });
    expect(screen.queryByRole('button', { name: 'Download everything (archive)' })).toBeNull();
  });
});
