import type { AppServices } from '../services';

/**
 * What every route's loader and guard receives (`context`): the app's services, among them the
 * typed API client. Its own module, so route files need not import the router that imports them.
 */
export interface RouterContext {
  services: AppServices;
}
