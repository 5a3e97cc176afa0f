import { useState } from 'react';
import { JoinRequestCard, type JoinRequestCalls } from '../../join-requests';
import { Alert } from '../../ui/Alert';
import type { Schemas } from '@oncourse/openapi';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { AppLink } from '../../ui/links';
import styles from '../programme.module.css';
import { JOIN_REQUEST_STATUSES, type JoinRequestSearch } from './console-search';
import { Paging } from './Paging';

/**
 * /programme/join-requests (docs/programme-console.md#behaviour): the queue of requests to join a
 * facility, pending ones longest waiting first; approve with an access type or decline with a reason.
 */
export function JoinRequestsScreen({
  page,
  search,
}: {
  page: Schemas['ConsoleJoinRequestPage'];
  search: JoinRequestSearch;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const calls: JoinRequestCalls = {
    approve: (request, accessType) =>
      api.POST('/api/console/join-requests/{requestId}/approve', {
        params: { path: { requestId: request.id } },
        body: { accessType },
      }),
    decline: (request, reason) =>
      api.POST('/api/console/join-requests/{requestId}/decline', {
        params: { path: { requestId: request.id } },
        body: { reason },
      }),
  };
  const shown = search.status ?? 'pending';
  // A decided request leaves the pending list with the reload: its confirmation stays here.
  const [decided, setDecided] = useState('');
  return (
    <Page>
      <PageTitle>{t('console.joinRequests.title')}</PageTitle>
      <PageLead>{t('console.joinRequests.lead')}</PageLead>
      <nav className={styles.segments} aria-label={t('console.joinRequests.filter')}>
        {JOIN_REQUEST_STATUSES.map((status) => (
          <AppLink
            key={status}
            to="/programme/join-requests"
            search={status === 'pending' ? {} : { status }}
            aria-current={shown === status ? 'page' : undefined}
          >
            {t(`console.joinRequests.show.${status}`)}
          </AppLink>
        ))}
      </nav>
      {decided && <Alert tone="success">{decided}</Alert>}
      <p className={styles.count} role="status">
        {t('console.joinRequests.count', { count: page.total })}
      </p>
      {page.requests.length === 0 ? (
        <p className="muted">{t(`console.joinRequests.empty.${shown}`)}</p>
      ) : (
        <ul className={styles.list}>
          {page.requests.map((request) => (
            <JoinRequestCard
              key={request.id}
              request={request}
              calls={calls}
              showFacility
              onDecided={setDecided}
            />
          ))}
        </ul>
      )}
      <Paging
        to="/programme/join-requests"
        search={search}
        page={page.page}
        total={page.total}
        pageSize={page.pageSize}
      />
    </Page>
  );
}
