// Its own module: route search validation is not code-split, so it must stay this small.

export interface AcceptInvitationSearch {
  organisationId?: number;
  userId?: number;
}

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The e-mailed accept link's search: the organisation and the invited user's id. */
export function validateAcceptInvitationSearch(search: Record<string, unknown>): AcceptInvitationSearch {
  const organisationId = positive(search.organisationId);
  const userId = positive(search.userId);
  return { ...(organisationId ? { organisationId } : {}), ...(userId ? { userId } : {}) };
}
