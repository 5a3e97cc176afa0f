import { formatDate } from '@oncourse/engine/locale';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import styles from '../programme.module.css';
import type { Invitation } from './load-people';

/** Invitations sent and not yet answered, each with its revoke button (docs/certification.md#screens). */
export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const date = useMemo(
    () => ({ format: (at: string) => formatDate(at, locale, { length: 'medium', zone: 'reader' }) }),
    [locale],
  );
  const revoke = useSubmit(
    (invitationId: number) =>
      api.DELETE('/api/certification/invitations/{invitationId}', { params: { path: { invitationId } } }),
    { onSuccess: () => router.invalidate() },
  );
  if (invitations.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('programme.people.pending')}</h2>
      {revoke.formError && <Alert>{revoke.formError}</Alert>}
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.invitation}>
            <span>
              {invitation.email}
              <span className="muted">
                {' '}
                · {t('programme.people.expires', { date: date.format(invitation.expiresAt) })}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              disabled={revoke.pending}
              onClick={() => void revoke.submit(invitation.id)}
              aria-label={t('programme.people.revokeFor', { email: invitation.email })}
            >
              {t('programme.people.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
