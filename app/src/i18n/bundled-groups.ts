/**
 * The string groups the signed-out pages use: only these are bundled with the app, so the sign-in
 * page stays within its JavaScript budget. Everything else loads before a signed-in page renders
 * (ensureFullCatalogue). A test checks every key the public pages name is in these groups.
 */
export const BUNDLED_GROUPS: readonly string[] = [
  'common',
  'completeRegistration',
  'errors',
  'forgottenPassword',
  'form',
  'hearAboutUs',
  'invalidRegistrationToken',
  'invalidResetToken',
  'layout',
  'login',
  'maintenance',
  'maintenancePage',
  'newPassword',
  'notFound',
  'password',
  'registration',
  'registrationCompleted',
  'registrationLinkSent',
  'resetLinkSent',
  'resetSuccess',
  'roles',
  'routeError',
];

/** The part of a catalogue the app bundles: the keys of BUNDLED_GROUPS. */
export function bundledStrings(strings: Record<string, string>): Record<string, string> {
  const groups = new Set(BUNDLED_GROUPS);
  return Object.fromEntries(Object.entries(strings).filter(([key]) => groups.has(key.split('.')[0]!)));
}
