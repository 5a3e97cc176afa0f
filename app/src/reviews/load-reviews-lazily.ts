/**
 * The review loaders, fetched on first use: route files call them through this one import, so
 * the sign-in page's bundle carries none of the reviews code (and one preload wrapper, not seven).
 */
export const reviewLoaders = () => import('./load-reviews');
