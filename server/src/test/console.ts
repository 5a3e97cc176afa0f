// The programme console's tests: a staff member made as the command line makes the first, and
// calls made as a given user.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { addStaff } from '../modules/programme/programme.service.ts';
import { freshIp } from './accounts.ts';
import type { TestApp } from './harness.ts';

/** A signed-in user's call, answered as status and the envelope's data. */
export function consoleCalls(t: { current: TestApp }) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    asUser: number,
    payload?: object,
  ) => {
    const response = await t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(asUser),
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });
    const body = response.json();
    return { status: response.statusCode, data: body.data, error: body.data };
  };
  /** A new account made programme staff. */
  const staffMember = async (): Promise<number> => {
    const userId = await t.current.createUser();
    const [user] = await t.current.db.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    await addStaff({ db: t.current.db.db }, user!.email, null);
    return userId;
  };
  return { call, staffMember };
}
