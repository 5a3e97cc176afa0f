import { CASE_STATES, daysWaiting } from '@oncourse/engine';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { buttonClass } from '../../ui/button';
import { AppLink } from '../../ui/links';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { StackingTable } from '../../ui/StackingTable';
import { StatusLabel } from '../../ui/Table';
import styles from '../programme.module.css';
import type { QueuePage, Verifier } from './load-queue';
import type { QueueSearch } from './queue-search';

type Row = QueuePage['cases'][number];

const features = tableFeatures({});

/** Each column's label key: the header, and the label a phone shows beside each stacked cell. */
const COLUMN_KEYS = {
  organisationTitle: 'organisation',
  countryCode: 'country',
  organisationType: 'type',
  state: 'state',
  verifierName: 'verifier',
  waiting: 'waiting',
} as const;
const helper = createColumnHelper<typeof features, Row>();

/** The filter form's fields as typed, before they become the address's search. */
interface Draft {
  state: string;
  countryCode: string;
  verifierId: string;
  waitingMoreThanDays: string;
}

const draftOf = (search: QueueSearch): Draft => ({
  state: search.state ?? '',
  countryCode: search.countryCode ?? '',
  verifierId: search.verifierId === undefined ? '' : String(search.verifierId),
  waitingMoreThanDays: search.waitingMoreThanDays === undefined ? '' : String(search.waitingMoreThanDays),
});

/** The draft as the queue's search: empty fields filter nothing, and a new filter starts at page 1. */
function searchOf(draft: Draft): QueueSearch {
  const days = Number.parseInt(draft.waitingMoreThanDays, 10);
  const country = draft.countryCode.trim().toUpperCase();
  return {
    ...(draft.state ? { state: draft.state as QueueSearch['state'] } : {}),
    ...(/^[A-Z]{2}$/.test(country) ? { countryCode: country } : {}),
    ...(draft.verifierId ? { verifierId: Number(draft.verifierId) } : {}),
    ...(Number.isInteger(days) && days >= 0 ? { waitingMoreThanDays: days } : {}),
  };
}

/**
 * The staff queue (docs/certification.md#screens): cases under way, the one waiting longest first,
 * filtered by state, country, verifier and waiting time, fifty a page.
 */
export function QueueScreen({
  queue,
  verifiers,
  search,
}: {
  queue: QueuePage;
  verifiers: Verifier[];
  search: QueueSearch;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const now = useMemo(() => new Date(), [queue]);
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('organisationTitle', {
          header: t('programme.queue.columns.organisation'),
          cell: (info) => (
            <AppLink to="/programme/cases/$caseId" params={{ caseId: String(info.row.original.id) }}>
              {info.getValue()}
            </AppLink>
          ),
        }),
        helper.accessor('countryCode', {
          header: t('programme.queue.columns.country'),
          cell: (info) => info.getValue() ?? '–',
        }),
        helper.accessor('organisationType', {
          header: t('programme.queue.columns.type'),
          cell: (info) => t(`programme.type.${info.getValue()}`),
        }),
        helper.accessor('state', {
          header: t('programme.queue.columns.state'),
          cell: (info) => <StatusLabel>{t(`programme.state.${info.getValue()}`)}</StatusLabel>,
        }),
        helper.accessor('verifierName', {
          header: t('programme.queue.columns.verifier'),
          cell: (info) => info.getValue() ?? t('programme.queue.unassigned'),
        }),
        helper.accessor('updatedAt', {
          id: 'waiting',
          header: t('programme.queue.columns.waiting'),
          cell: (info) => {
            const days = daysWaiting(info.getValue(), now);
            return days === 1 ? t('programme.queue.oneDay') : t('programme.queue.days', { count: days });
          },
        }),
      ]),
    [t, now],
  );
  const table = useTable({ features, columns, data: queue.cases, getRowId: (row) => String(row.id) });
  const labels = Object.fromEntries(
    Object.entries(COLUMN_KEYS).map(([id, key]) => [id, t(`programme.queue.columns.${key}`)]),
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/programme/queue', search: searchOf(draft) });
  };
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.queue.title')}</PageTitle>
      <PageLead>{t('programme.queue.lead')}</PageLead>
      <form className={styles.filters} onSubmit={apply} aria-label={t('programme.queue.filters')}>
        <label>
          <span>{t('programme.queue.filter.state')}</span>
          <select {...field('state')}>
            <option value="">{t('programme.queue.filter.underWay')}</option>
            {CASE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`programme.state.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('programme.queue.filter.country')}</span>
          <input
            {...field('countryCode')}
            maxLength={2}
            size={4}
            placeholder="SE"
            autoCapitalize="characters"
          />
        </label>
        <label>
          <span>{t('programme.queue.filter.verifier')}</span>
          <select {...field('verifierId')}>
            <option value="">{t('programme.queue.filter.anyVerifier')}</option>
            {verifiers.map((verifier) => (
              <option key={verifier.id} value={verifier.id}>
                {verifier.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('programme.queue.filter.waiting')}</span>
          <input {...field('waitingMoreThanDays')} type="number" min={0} inputMode="numeric" size={5} />
        </label>
        <button type="submit" className={buttonClass('primary')}>
          {t('programme.queue.filter.apply')}
        </button>
      </form>
      <p className={styles.count} role="status">
        {t('programme.queue.count', { count: queue.total })}
      </p>
      {queue.cases.length > 0 && <StackingTable table={table} labelledBy={titleId} labels={labels} />}
      {pages > 1 && (
        <nav className={styles.paging} aria-label={t('programme.queue.paging')}>
          {queue.page > 1 && (
            <AppLink
              to="/programme/queue"
              search={{ ...search, page: queue.page - 1 }}
              className={buttonClass('secondary', 'small')}
            >
              {t('programme.queue.previous')}
            </AppLink>
          )}
          <span>{t('programme.queue.page', { page: queue.page, pages })}</span>
          {queue.page < pages && (
            <AppLink
              to="/programme/queue"
              search={{ ...search, page: queue.page + 1 }}
              className={buttonClass('secondary', 'small')}
            >
              {t('programme.queue.next')}
            </AppLink>
          )}
        </nav>
      )}
    </Page>
  );
}
