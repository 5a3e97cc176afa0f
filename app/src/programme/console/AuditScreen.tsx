import type { Schemas } from '@oncourse/openapi';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import type { StaffMember } from '../people/load-people';
import styles from '../programme.module.css';
import { STAFF_ACTION_KINDS, type AuditSearch } from './console-search';
import { useConsoleFormats } from './formats';
import type { StaffAction } from './load-console';
import { Paging } from './Paging';

type Row = { field: string; before: string; after: string };

/** A stored value as a person reads it: text as it is, nothing as a dash, anything else as compact JSON. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * What an action changed, field by field (docs/programme-console.md#what-is-stored): only the fields
 * whose value differs, so an edit of one word does not hide among a row's unchanged fields; a row
 * made new shows all of its fields.
 */
export function changedFields(before: unknown, after: unknown): Row[] {
  const old = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: readable(old[field]), after: readable(now[field]) }));
}

function Change({ entry }: { entry: StaffAction }) {
  const { t } = useTranslation();
  const rows = changedFields(entry.before, entry.after);
  if (rows.length === 0) return <p className="muted">{t('console.audit.noChange')}</p>;
  return (
    <div className={styles.changeTable}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('console.audit.field')}</th>
            <th scope="col">{t('console.audit.before')}</th>
            <th scope="col">{t('console.audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.field}</th>
              <td>{row.before}</td>
              <td>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /programme/audit (docs/programme-console.md#behaviour): what staff did in the console, newest
 * first, filtered by person and kind, each with the fields it changed before and after.
 */
export function AuditScreen({
  audit,
  staff,
  search,
}: {
  audit: Schemas['StaffActionPage'];
  staff: StaffMember[];
  search: AuditSearch;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useConsoleFormats();
  const [userId, setUserId] = useState(search.userId ? String(search.userId) : '');
  const [kind, setKind] = useState<string>(search.kind ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/programme/audit',
      search: {
        ...(userId ? { userId: Number(userId) } : {}),
        ...(kind ? { kind: kind as Schemas['StaffActionKind'] } : {}),
      },
    });
  };
  return (
    <Page>
      <PageTitle>{t('console.audit.title')}</PageTitle>
      <PageLead>{t('console.audit.lead')}</PageLead>
      <form className={styles.filters} onSubmit={apply} aria-label={t('console.audit.filters')}>
        <label>
          <span>{t('console.audit.person')}</span>
          <select value={userId} onChange={(event) => setUserId(event.target.value)}>
            <option value="">{t('console.audit.anyone')}</option>
            {staff.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('console.audit.kind')}</span>
          <select value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{t('console.audit.anyKind')}</option>
            {STAFF_ACTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`console.audit.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('primary')}>
          {t('programme.queue.filter.apply')}
        </button>
      </form>
      <p className={styles.count} role="status">
        {t('console.audit.count', { count: audit.total })}
      </p>
      {audit.entries.length === 0 ? (
        <p className="muted">{t('console.audit.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {audit.entries.map((entry) => (
            <li key={entry.id} className={styles.card}>
              <p>
                <strong>{t(`console.audit.kinds.${entry.kind}`)}</strong>
                {entry.subjectId !== null && <span className="muted"> #{entry.subjectId}</span>}
              </p>
              <p className="muted">
                {t('console.audit.by', { name: entry.actor.name, date: formats.time(entry.at) })}
              </p>
              <Change entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <Paging
        to="/programme/audit"
        search={search}
        page={audit.page}
        total={audit.total}
        pageSize={audit.pageSize}
      />
    </Page>
  );
}
