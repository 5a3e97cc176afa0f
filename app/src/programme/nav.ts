/**
 * The programme area's navigation (docs/certification.md#screens): each page with the role that
 * may open it. Staff, verifiers and national federations each see their own entries; `/programme` opens the first.
 */
export const programmeNav: { to: string; labelKey: string; role: 'staff' | 'verifier' | 'federation' }[] = [
  { to: '/programme/queue', labelKey: 'programme.nav.queue', role: 'staff' },
  { to: '/programme/verifiers', labelKey: 'programme.nav.verifiers', role: 'staff' },
  { to: '/programme/staff', labelKey: 'programme.nav.staff', role: 'staff' },
  { to: '/programme/figures', labelKey: 'programme.nav.figures', role: 'staff' },
  { to: '/programme/federations', labelKey: 'programme.nav.federations', role: 'staff' },
  { to: '/programme/documents', labelKey: 'programme.nav.documents', role: 'staff' },
  { to: '/programme/content', labelKey: 'programme.nav.content', role: 'staff' },
  // The console's pages (docs/programme-console.md#screens).
  { to: '/programme/join-requests', labelKey: 'console.nav.joinRequests', role: 'staff' },
  { to: '/programme/helpdesk', labelKey: 'console.nav.helpdesk', role: 'staff' },
  { to: '/programme/notices', labelKey: 'console.nav.notices', role: 'staff' },
  { to: '/programme/maintenance', labelKey: 'console.nav.maintenance', role: 'staff' },
  { to: '/programme/tournaments', labelKey: 'console.nav.tournaments', role: 'staff' },
  { to: '/programme/audit', labelKey: 'console.nav.audit', role: 'staff' },
  { to: '/programme/my-cases', labelKey: 'programme.nav.myCases', role: 'verifier' },
  // A national federation's own pages (docs/programme-console.md#federations).
  { to: '/programme/federation/figures', labelKey: 'programme.nav.federationFigures', role: 'federation' },
  {
    to: '/programme/federation/facilities',
    labelKey: 'programme.nav.federationFacilities',
    role: 'federation',
  },
];
