import { CASE_STATES, type CaseState } from '@oncourse/engine';

/** The queue's filters as the address holds them (docs/certification.md#screens). */
export interface QueueSearch {
  state?: CaseState;
  countryCode?: string;
  verifierId?: number;
  waitingMoreThanDays?: number;
  page?: number;
}

const whole = (value: unknown, min: number): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min ? number : undefined;
};

/** Keeps only filters the server accepts, so a hand-edited address shows the queue, not an error. */
export function validateQueueSearch(search: Record<string, unknown>): QueueSearch {
  const state = CASE_STATES.find((candidate) => candidate === search.state);
  const countryCode =
    typeof search.countryCode === 'string' && /^[A-Z]{2}$/.test(search.countryCode)
      ? search.countryCode
      : undefined;
  const verifierId = whole(search.verifierId, 1);
  const waitingMoreThanDays = whole(search.waitingMoreThanDays, 0);
  const page = whole(search.page, 1);
  return {
    ...(state ? { state } : {}),
    ...(countryCode ? { countryCode } : {}),
    ...(verifierId !== undefined ? { verifierId } : {}),
    ...(waitingMoreThanDays !== undefined ? { waitingMoreThanDays } : {}),
    ...(page !== undefined && page > 1 ? { page } : {}),
  };
}
