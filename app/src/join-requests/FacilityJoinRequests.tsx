import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { JoinRequestCard, type JoinRequest, type JoinRequestCalls } from './JoinRequestCard';
import styles from './join-requests.module.css';

/**
 * A facility's own requests to join (docs/programme-console.md#access), on its team tab for the
 * owner and admins: pending first, each decided here or by programme staff. Nothing shows when
 * nobody has asked.
 */
export function FacilityJoinRequests({
  organisationId,
  requests,
}: {
  organisationId: number;
  requests: readonly JoinRequest[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  if (requests.length === 0) return null;
  const calls: JoinRequestCalls = {
    approve: (request, accessType) =>
      api.POST('/api/organisation/{id}/join-requests/{requestId}/approve', {
        params: { path: { id: organisationId, requestId: request.id } },
        body: { accessType },
      }),
    decline: (request, reason) =>
      api.POST('/api/organisation/{id}/join-requests/{requestId}/decline', {
        params: { path: { id: organisationId, requestId: request.id } },
        body: { reason },
      }),
  };
  const waiting = requests.filter((request) => request.status === 'pending').length;
  return (
    <section aria-labelledby="join-requests-title" className={styles.section}>
      <h3 id="join-requests-title">{t('joinRequests.facilityTitle')}</h3>
      <p className="muted">{t('joinRequests.facilityLead', { count: waiting })}</p>
      <ul className={styles.list}>
        {requests.map((request) => (
          <JoinRequestCard key={request.id} request={request} calls={calls} showFacility={false} />
        ))}
      </ul>
    </section>
  );
}
