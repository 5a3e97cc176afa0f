import en from '@oncourse/fixtures/strings/en.json';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import { BASE_URL } from '../test/render-app';
import { InsightDownloads } from './Downloads';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDownloads() {
  const { fetch, calls } = createFakeFetch({
    'GET /api/insights/organisation/11/report': () =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="r.pdf"' },
      }),
  });
  const services = createServices({ baseUrl: BASE_URL, fetch, navigate: () => undefined });
  // A signed-in page has the whole catalogue; the bundled one holds the signed-out pages' only.
  services.catalogue.addCatalogue('en', en);
  // jsdom saves no files; what is asked of the server is what this test is about.
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(
    <ServicesProvider services={services}>
      <InsightDownloads organisationId={11} year={2025} />
    </ServicesProvider>,
  );
  const reportCalls = () => calls.filter((call) => call.path.endsWith('/report'));
  return { reportCalls };
}

describe('the report download (docs/carbon-method.md)', () => {
  it('asks the report with well-to-tank only when its switch is on', async () => {
    const user = userEvent.setup();
    const { reportCalls } = renderDownloads();
    const download = screen.getByRole('button', { name: 'Download report 2025 (PDF)' });

    await user.click(download);
    await waitFor(() => expect(reportCalls()).toHaveLength(1));
    expect(reportCalls()[0]?.search).toBe('?year=2025');

    const toggle = screen.getByRole('switch', { name: 'Well-to-tank (Scope 3, category 3) in the report' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await user.click(download);
    await waitFor(() => expect(reportCalls()).toHaveLength(2));
    expect(new URLSearchParams(reportCalls()[1]?.search).get('wellToTank')).toBe('true');
    expect(new URLSearchParams(reportCalls()[1]?.search).get('year')).toBe('2025');
  });
});
