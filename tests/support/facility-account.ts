// A signed-up facility for journeys that start after the accounts journey: registers through the
// API, opens the e-mailed link's token, sets the password and creates a facility (docs/accounts.md#behaviour
// create facility), all as the app would. Returns what a browser needs to sign in.
import createClient from 'openapi-fetch';
import type { paths, Schemas } from '@oncourse/openapi';
import { createFacility, facilityBody, registerAccount } from './accounts.ts';

export interface FacilityAccount {
  email: string;
  password: string;
  userId: number;
  organisationId: number;
}

export interface FacilityPlace {
  /** The country's name as the countries list spells it. */
  country?: string;
  units?: Schemas['MeasurementUnit'];
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
  /** Where the facility is and the units it counts in: the United Kingdom and metric unless told. */
  { country: countryTitle = 'United Kingdom', units = 'metric' }: FacilityPlace = {},
): Promise<FacilityAccount> {
  const password = 'fairway2green';
  const api = createClient<paths>({ baseUrl });
  const owner = await registerAccount(
    api,
    { firstName: 'Robin', lastName: 'Greenkeeper', email },
    () => registrationLink(email),
    password,
  );
  const countries = (await api.GET('/api/country/countries')).data?.data ?? [];
  const country = countries.find((candidate) => candidate.title === countryTitle) ?? countries[0];
  if (!country) throw new Error('No countries seeded');
  const organisationId = await createFacility(
    api,
    owner,
    facilityBody({
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
      facility_type: 'PRIVATE_MEMBERS',
      measurement_unit: units,
    }),
  );
  return { email, password, userId: owner.id, organisationId };
}
