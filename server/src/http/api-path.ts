/** Whether a URL path is the API's (`/api` and below) rather than the built app's. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
