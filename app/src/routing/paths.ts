export type Variant = 'facility' | 'tournament';

/** The signed-out pages that exist for facilities and, under /tournaments, for tournaments (docs/accounts.md#screens). */
export const PUBLIC_PATHS = {
  facility: {
    login: '/login',
    forgottenPassword: '/forgotten-password',
    linkSent: '/forgotten-password/link-sent',
    newPassword: '/new-password',
    resetSuccess: '/password-reset-success',
    invalidResetToken: '/invalid-password-reset-token',
  },
  tournament: {
    login: '/tournaments/login',
    forgottenPassword: '/tournaments/forgotten-password',
    linkSent: '/tournaments/forgotten-password/link-sent',
    newPassword: '/tournaments/new-password',
    resetSuccess: '/tournaments/password-reset-success',
    invalidResetToken: '/tournaments/invalid-password-reset-token',
  },
} as const;
