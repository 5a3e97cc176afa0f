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

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A stored value as a person reads it: a time in their own format, nothing as a dash, a list as JSON. */
function readable(value: unknown, time: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return ISO_TIME.test(value) ? time(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row's fields one level deep (`title.en`, `organiser.email`), so a wording per language reads as lines. */
function flatten(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      isRecord(inner)
        ? Object.entries(inner).map(([part, leaf]) => [`${key}.${part}`, leaf])
        : [[key, inner]],
    ),
  );
}

/**
 * What an action changed, field by field (docs/programme-console.md#what-is-stored): only the fields
 * whose value differs, so an edit of one word does not hide among a row's unchanged fields; a row
 * made new shows all of its fields but its id, which the entry names already.
 */
export function changedFields(before: unknown, after: unknown, time: (iso: string) => string): Row[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => field !== 'id');
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: readable(old[field], time), after: readable(now[field], time) }));
}

function Change({ entry }: { entry: StaffAction }) {
  const { t } = useTranslation();
  const formats = useConsoleFormats();
  const rows = changedFields(entry.before, entry.after, formats.time);
  // A row made new has nothing before: its fields read as one column of values.
  const created = entry.before === null;
  if (rows.length === 0) return <p className="muted">{t('console.audit.noChange')}</p>;
  return (
    <div className={styles.changeTable}>
      <table>
        <colgroup>
          <col className={styles.changeField} />
          <col />
          {!created && <col />}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('console.audit.field')}</th>
            {!created && <th scope="col">{t('console.audit.before')}</th>}
            <th scope="col">{t(created ? 'console.audit.value' : 'console.audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.field}</th>
              {!created && <td>{row.before}</td>}
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
