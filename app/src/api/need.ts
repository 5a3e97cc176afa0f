import { notFound } from '@tanstack/react-router';

/** What openapi-fetch answers: the envelope on success, else the error and the response. */
export interface Answer<T> {
  data?: { data: T } | undefined;
  error?: unknown;
  response: Response;
}

/**
 * A call a page cannot show without, in a route loader: its data, or not-found for a 404, or an
 * error the route's error page shows (with Try again). A failed call is never an empty list.
 */
export async function need<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, response } = await call;
  if (data) return data.data;
  if (response.status === 404) throw notFound();
  throw new Error(`${response.url} answered ${response.status}`);
}
