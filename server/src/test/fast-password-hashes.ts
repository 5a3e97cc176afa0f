// Every server test file starts with cheap password hashes (see `hashWith`): 1/16 of the production
// cost in memory and time, still scrypt in the stored format, still verified and rehashed alike.
import { hashWith } from '../modules/accounts/passwords.ts';

export const testHashParameters = { N: 2 ** 11, r: 8, p: 1 } as const;

hashWith(testHashParameters);
