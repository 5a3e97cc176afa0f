import type { AppServices } from '../services';

/**
 * What every route's loader and guard receives (`context`): the app's services, among them the
 * typed API client. Its own module, so route files need not import the router that imports them.
 */
export interface RouterContext {
  services: AppServices;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Catalogue key of the page's name, shown in the browser tab as "<name> · OnCourse". */
    titleKey?: string;
  }
}
