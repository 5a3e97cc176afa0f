// The facility's consent to its national federation (docs/programme-console.md#federations):
// off until switched on, saved as it is switched, read-only for members who may not change details.
import en from '@oncourse/fixtures/strings/en.json';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch, ok } from '../test/fake-api';
import { BASE_URL } from '../test/render-app';
import FederationSharingSwitch from './FederationSharingSwitch';

afterEach(cleanup);

function renderSwitch(canEdit: boolean) {
  let stored = false;
  const { fetch, calls } = createFakeFetch({
    'PUT /api/organisation/11/federation-sharing': ({ body }) => {
      stored = (body as { shareWithFederation: boolean }).shareWithFederation;
      return ok({ shareWithFederation: stored });
    },
  });
  const services = createServices({ baseUrl: BASE_URL, fetch, navigate: () => undefined });
  services.catalogue.addCatalogue('en', en);
  render(
    <ServicesProvider services={services}>
      <FederationSharingSwitch organisationId={11} shared={stored} canEdit={canEdit} />
    </ServicesProvider>,
  );
  return { calls };
}

describe('sharing with the national federation', () => {
  it('starts off and saves the choice as it is switched', async () => {
    const { calls } = renderSwitch(true);
    const toggle = (await screen.findByRole('switch', {
      name: 'Share our progress with our national federation',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saved: your federation sees your progress and certification.',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ shareWithFederation: true });
    expect(toggle.checked).toBe(true);
  });

  it('cannot be switched by a member who may not change details', async () => {
    const { calls } = renderSwitch(false);
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
