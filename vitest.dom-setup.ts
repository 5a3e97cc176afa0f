// The jsdom projects run their test files in one module graph per worker (isolate: false: each
// file importing React, react-aria and RJSF afresh cost more than the tests). A module-level
// afterEach would then be registered for the first file only, so the DOM is emptied here, once
// for every file.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
