/**
 * The programme area's navigation (docs/certification.md#screens): each page with the role that
 * may open it. Staff and verifiers each see their own entries; `/programme` opens the first.
 */
export const programmeNav: { to: string; labelKey: string; role: 'staff' | 'verifier' }[] = [
  { to: '/programme/queue', labelKey: 'programme.nav.queue', role: 'staff' },
  { to: '/programme/verifiers', labelKey: 'programme.nav.verifiers', role: 'staff' },
  { to: '/programme/staff', labelKey: 'programme.nav.staff', role: 'staff' },
  { to: '/programme/documents', labelKey: 'programme.nav.documents', role: 'staff' },
  { to: '/programme/content', labelKey: 'programme.nav.content', role: 'staff' },
  { to: '/programme/my-cases', labelKey: 'programme.nav.myCases', role: 'verifier' },
];
