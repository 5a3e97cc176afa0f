// A signed-up facility for journeys that start after the accounts journey: registers through the
// API, opens the e-mailed link's token, sets the password and creates a facility (spec 001 §4
// create facility), all as the app would. Returns what a browser needs to sign in.

export interface FacilityAccount {
  email: string;
  password: string;
  userId: number;
  organisationId: number;
}

interface Envelope<T> {
  data: T;
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

/**
 * Registers `email`, completes it with the token of the link `registrationLink` finds (an SMTP
 * capture or the server log), signs in and creates a facility named `facilityName`.
 */
export async function createFacilityAccount(
  baseUrl: string,
  email: string,
  registrationLink: (email: string) => Promise<URL>,
  facilityName = `Fairway Links ${Date.now()}`,
  organisationType: 'FACILITY' | 'TOURNAMENT' = 'FACILITY',
): Promise<FacilityAccount> {
  const password = 'fairway2green';
  await call(baseUrl, 'POST', '/api/registration/new-registration', {
    first_name: 'Robin',
    last_name: 'Greenkeeper',
    email,
    language: 'en',
    status: 'management',
    hear_about_us: null,
    allow_correspondence: false,
    email_notifications: false,
    introductory_tour: false,
    measurement_unit: 'metric',
  });
  const token = (await registrationLink(email)).searchParams.get('token');
  if (!token) throw new Error('The registration link has no token');
  await call(baseUrl, 'POST', '/api/registration/complete-registration', { token, password });
  const login = await call<{ user: { id: number }; accessToken: string }>(
    baseUrl,
    'POST',
    '/api/auth/login',
    {
      email_address: email,
      password,
    },
  );
  const countries = await call<{ id: number; title: string }[]>(baseUrl, 'GET', '/api/country/countries');
  const country = countries.find((candidate) => candidate.title === 'United Kingdom') ?? countries[0];
  if (!country) throw new Error('No countries seeded');
  const organisation = await call<{ id?: number; organisation_id?: number }>(
    baseUrl,
    'POST',
    `/api/organisation/add/${login.user.id}`,
    {
      organisation_type: organisationType,
      title: facilityName,
      address_1: 'Links Road 1',
      address_2: null,
      city: 'St Andrews',
      post_zip_code: 'KY16 9XL',
      country_id: country.id,
      phone_number: '+44 1334 000000',
      vat_number: null,
      email_address: email,
      measurement_unit: 'metric',
      facility_type: 'PRIVATE_MEMBERS',
    },
    login.accessToken,
  );
  const organisationId = organisation.id ?? organisation.organisation_id;
  if (!organisationId) throw new Error(`No organisation id in ${JSON.stringify(organisation)}`);
  return { email, password, userId: login.user.id, organisationId };
}
