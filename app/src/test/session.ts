import type { Schemas } from '@oncourse/openapi';
import { writeCookie } from '../session/cookies';
import { ACCESS_TOKEN_COOKIE, ORGANISATION_COOKIE, USER_COOKIE } from '../session/session-cookies';
import type { ActiveOrganisation, SessionUser } from '../session/types';
import { ok, type Handler } from './fake-api';

export const USER: SessionUser = {
  id: 7,
  email: 'alex.morgan@example.org',
  firstName: 'Alex',
  lastName: 'Morgan',
  language: 'en',
  imageId: null,
  emailNotifications: false,
  measurementUnit: 'metric',
  // Most tests act as a returning user; the tour's own tests start from a new one.
  introductoryTour: true,
  allowCorrespondence: false,
  activeOrganisationId: 11,
};

export const SERVER_USER: Schemas['User'] = {
  id: 7,
  email_address: 'alex.morgan@example.org',
  first_name: 'Alex',
  last_name: 'Morgan',
  language: 'en',
  image_id: null,
  email_notifications: false,
  measurement_unit: 'metric',
  introductory_tour: true,
  allow_correspondence: false,
  active_organisation_id: 11,
};

const ALL_ACTIVITIES: Schemas['Activity'][] = ['main-dashboard', 'facility-profile', 'reviews', 'improve'];

/** An organisation summary as GET /api/app-user/{id}/organisation answers it. */
export function summary(
  id: number,
  title: string,
  type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY',
): Schemas['OrganisationSummary'] {
  return {
    organisation_id: id,
    title,
    organisation_type: { name: type },
    certified: false,
    certified_until: null,
    logo_id: null,
    image_id: null,
    country_lookup_id: null,
    activities: ALL_ACTIVITIES,
    measurement_unit: 'metric',
    access_type: 'ADMIN_USER',
    role: 'management',
  };
}

/** The active organisation most signed-in tests work in: a facility holding every shell activity. */
export const GREEN_HILLS: ActiveOrganisation = {
  id: 11,
  name: 'Green Hills',
  type: 'FACILITY',
  activities: ALL_ACTIVITIES,
  logoId: null,
};

/** Puts a signed-in session into the cookies, as a previous visit would have left it. */
export function signIn(organisation: ActiveOrganisation | null, user: SessionUser = USER): void {
  writeCookie(USER_COOKIE, JSON.stringify(user));
  writeCookie(ACCESS_TOKEN_COOKIE, 'access-1');
  if (organisation) writeCookie(ORGANISATION_COOKIE, JSON.stringify(organisation));
}

/** Handlers for what the signed-in shell asks for on every page. */
export function shellHandlers(organisations: Schemas['OrganisationSummary'][]): Record<string, Handler> {
  return {
    'GET /api/app-user/7/organisation': () => ok(organisations),
    'GET /api/app-user/7/helpdesk/badge': () => ok({ count: 0 }),
    'GET /api/maintenance': () => ok({ notification: null }),
    'GET /api/organisation/user-in-organisation/7': () => ok([]),
  };
}
