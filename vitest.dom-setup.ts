// The jsdom projects run their test files in one module graph per worker (isolate: false: each
// file importing React, react-aria and RJSF afresh cost more than the tests). A module-level
// afterEach would then be registered for the first file only, so the DOM is emptied here, once
// for every file.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCookies } from './app/src/test/cookies.ts';

afterEach(cleanup);

// Each test starts signed out, whatever the file before it in the worker did: the session lives in
// cookies of the worker's one document, and a page test that signed in and did not sign out left
// the next file's first page opening signed in (seen as failures that depend on the files' order).
afterEach(() => {
  // A file can ask for the node environment (build scripts' tests): it has no document.
  if (typeof document !== 'undefined') clearCookies();
});

// findBy and waitFor give up after 1 s by default. A page test's work is CPU (React's development
// build, jsdom), and on a loaded 2-core CI machine what takes 0.4 s alone took over 1 s (a German
// sign-in page, drawn once its catalogue and route code arrived). A wait for what never shows still
// fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
