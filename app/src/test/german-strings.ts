import de from '@oncourse/fixtures/strings/de.json';
import { fail, ok } from './fake-api';

/** The strings call of a test app that knows German only: any other language is not found. */
export const germanStrings = {
  'GET /api/string/strings-by-code': ({ search }: { search: string }) =>
    new URLSearchParams(search).get('code') === 'de'
      ? ok({ code: 'de', strings: de })
      : fail(404, 'NOT_FOUND'),
};
