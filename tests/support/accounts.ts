// Accounts and facilities made over the API as the app makes them: register, open the e-mailed
// link, set the password, sign in, create a facility. API tests and journeys share these.
import type { Schemas } from '@oncourse/openapi';
import { linkIn } from './smtp-capture.ts';
import type { ApiClient, TestServer } from './test-server.ts';

export const PASSWORD = 'Green fairway 18';

export interface SignedIn {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** An address no other test has used. */
export const uniqueEmail = (name: string) => `${name.toLowerCase()}.${Date.now().toString(36)}@example.test`;

/** Signs in; the id and the bearer headers of the account. */
export async function signIn(api: ApiClient, email: string, password = PASSWORD): Promise<SignedIn> {
  let login = await api.POST('/api/auth/login', { body: { email_address: email, password } });
  // The sign-in's per-client limit (x-rate-limit on login: 10 a minute from one address) is reached
  // when a worker's journeys sign in faster than that on their shared product: wait as the answer
  // says, as any client must, and try again.
  for (let retry = 0; retry < 3 && login.response.status === 429; retry++) {
    const seconds = Number(login.response.headers.get('retry-after') ?? 10);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 1), 60) * 1000));
    login = await api.POST('/api/auth/login', { body: { email_address: email, password } });
  }
  if (!login.data) throw new Error(`Signing in as ${email} answered ${login.response.status}`);
  const { user, accessToken } = login.data.data;
  return { id: user.id, email, headers: { authorization: `Bearer ${accessToken}` } };
}

export interface Newcomer {
  firstName: string;
  lastName: string;
  email: string;
  /** The job role chosen at registration; a manager unless told. */
  status?: Schemas['JobRole'];
  /** The invitation's token when registering from a team invite link. */
  token?: string | undefined;
}

/**
 * Registers with the form's defaults, completes it with the token of the link
 * `registrationLink` finds (an SMTP capture or the server log) and signs in.
 */
export async function registerAccount(
  api: ApiClient,
  { firstName, lastName, email, status = 'management', token }: Newcomer,
  registrationLink: () => Promise<URL>,
  password = PASSWORD,
): Promise<SignedIn> {
  const registered = await api.POST('/api/registration/new-registration', {
    body: {
      first_name: firstName,
      last_name: lastName,
      email,
      language: 'en',
      status,
      ...(token ? { token } : {}),
    },
  });
  if (!registered.response.ok) throw new Error(`Registering ${email} answered ${registered.response.status}`);
  // An invitation's token proved the address: no mail comes, the same token sets the password.
  const mailedToken = registered.data?.data.address_confirmed
    ? token
    : (await registrationLink()).searchParams.get('token');
  if (!mailedToken) throw new Error('The registration link has no token');
  const completed = await api.POST('/api/registration/complete-registration', {
    body: { token: mailedToken, password },
  });
  if (!completed.response.ok) throw new Error(`Completing ${email} answered ${completed.response.status}`);
  return signIn(api, email, password);
}

/** Registers through the test server's mail (from an invitation's token when given) and signs in. */
export async function signUp(
  server: TestServer,
  firstName: string,
  { lastName = 'Green', email = uniqueEmail(firstName), token }: Partial<Omit<Newcomer, 'firstName'>> = {},
): Promise<SignedIn> {
  const since = server.smtp.messages.length;
  return registerAccount(server.api, { firstName, lastName, email, token }, async () =>
    linkIn(await server.smtp.waitFor(email, { since }), '/complete-registration'),
  );
}

/** A facility as the create form sends it; names and e-mails are unique unless overridden. */
export function facilityBody(
  overrides: Partial<Schemas['OrganisationCreate']> = {},
): Schemas['OrganisationCreate'] {
  const stamp = Date.now().toString(36);
  return {
    title: `Dune Links ${stamp}`,
    address_1: 'Dune Road 7',
    city: 'Sandwich',
    post_zip_code: 'CT13 9PB',
    country_id: 77,
    phone_number: '+44 1304 000000',
    email_address: `office.${stamp}@links.test`,
    measurement_unit: 'metric',
    ...overrides,
  };
}

/** Creates a facility `owner` owns; its organisation id. */
export async function createFacility(
  api: ApiClient,
  owner: SignedIn,
  body: Schemas['OrganisationCreate'] = facilityBody(),
): Promise<number> {
  const created = await api.POST('/api/organisation/add/{userId}', {
    params: { path: { userId: owner.id } },
    headers: owner.headers,
    body,
  });
  if (!created.data) throw new Error(`Creating ${body.title} answered ${created.response.status}`);
  return created.data.data.organisation_id;
}
