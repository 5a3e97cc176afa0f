import * as loadReviews from './load-reviews';

/**
 * The review loaders, for the route files' loaders. Those are split into chunks of their own
 * (vite.config.ts), so the sign-in page carries none of the reviews code; the import is static so
 * the loaders download with the route's loader chunk, not one round trip after it.
 */
export const reviewLoaders = async () => loadReviews;
