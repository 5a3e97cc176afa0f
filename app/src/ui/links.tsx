import { createLink } from '@tanstack/react-router';
import { Link as AriaLink } from 'react-aria-components';

/** A react-aria link that navigates with the router, typed by the route tree. */
export const AppLink = createLink(AriaLink);
