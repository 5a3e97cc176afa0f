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

function renderDownloads(wellToTank: boolean) {
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
  const view = (include: boolean) => (
    <ServicesProvider services={services}>
      <InsightDownloads organisationId={11} year={2025} wellToTank={include} />
    </ServicesProvider>
  );
  const { rerender } = render(view(wellToTank));
  const reportCalls = () => calls.filter((call) => call.path.endsWith('/report'));
  return { reportCalls, setWellToTank: (include: boolean) => rerender(view(include)) };
}

describe('the report download (docs/carbon-method.md)', () => {
  it('has no well-to-tank switch of its own: the report follows the footprint’s one switch', async () => {
    const user = userEvent.setup();
    const { reportCalls, setWellToTank } = renderDownloads(false);
    expect(screen.queryByRole('switch')).toBeNull();
    const download = screen.getByRole('button', { name: 'Download report 2025 (PDF)' });

    await user.click(download);
    await waitFor(() => expect(reportCalls()).toHaveLength(1));
    expect(reportCalls()[0]?.search).toBe('?year=2025');

    setWellToTank(true);
    await user.click(download);
    await waitFor(() => expect(reportCalls()).toHaveLength(2));
    expect(new URLSearchParams(reportCalls()[1]?.search).get('wellToTank')).toBe('true');
    expect(new URLSearchParams(reportCalls()[1]?.search).get('year')).toBe('2025');
  });
});
