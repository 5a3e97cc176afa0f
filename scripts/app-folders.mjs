// Which folders of app/src are features and which are shared (docs/engineering.md#feature-folders):
// the lint rule that keeps features to themselves and the cycle check read this one list.
import { readdirSync } from 'node:fs';

/**
 * The app's shared folders: what every feature builds on (the API client, forms, words, the
 * session, the shell, routing, UI parts) and the route files that wire features to addresses.
 */
export const APP_SHARED = [
  'api',
  'assets',
  'forms',
  'i18n',
  'offline',
  'routes',
  'routing',
  'session',
  'shell',
  'styles',
  'test',
  'theme',
  'ui',
];

/** Every other folder of app/src is a feature, so a new folder is held to the rule from its first file. */
export function appFeatures(srcDir = new URL('../app/src', import.meta.url)) {
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !APP_SHARED.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}
