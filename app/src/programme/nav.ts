/** The programme area's menu (docs/certification.md#screens): each entry names the role that sees it. */
export const programmeNav: { to: string; labelKey: string; role: 'staff' | 'verifier' }[] = [
  { to: '/programme/my-cases', labelKey: 'programme.nav.myCases', role: 'verifier' },
  { to: '/programme/cases', labelKey: 'programme.nav.cases', role: 'staff' },
  { to: '/programme/verifiers', labelKey: 'programme.nav.verifiers', role: 'staff' },
];
