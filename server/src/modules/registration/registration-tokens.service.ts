// Registration tokens, owned by the registration module: the team module gives an invited person
// who has no account yet a link to register through here, not through this module's repository.
import type { Executor } from '../../db/client.ts';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens.ts';
import * as repository from './registration.repository.ts';

/**
 * A fresh registration token for the user, inside the caller's transaction: earlier tokens are
 * spent, so only the newest link works; only the token's hash is stored. Answers the token.
 */
export async function issueRegistrationToken(
  tx: Executor,
  input: { userId: number; expiresAt: Date; isTournament: boolean },
  token: string = newSecretToken(),
): Promise<string> {
  await repository.spendOpenRegistrationTokens(tx, input.userId);
  await repository.insertRegistrationToken(tx, {
    userId: input.userId,
    tokenHash: hashSecretToken(token),
    expiresAt: input.expiresAt,
    isTournament: input.isTournament,
  });
  return token;
}
