import { formatDate } from '@oncourse/engine/locale';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { StackingTable } from '../../ui/StackingTable';
import { StatusLabel } from '../../ui/Table';
import styles from '../programme.module.css';
import { InputField } from './InputField';
import type { Invitation, Verifier } from './load-people';
import { PendingInvitations } from './PendingInvitations';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Verifier>();

const COLUMN_KEYS = {
  name: 'name',
  company: 'company',
  countries: 'countries',
  languages: 'languages',
  accreditedUntil: 'accreditedUntil',
} as const;

/** A list typed as "SE, NO" or "sv en", as the contract's codes. */
const codes = (text: string, upper: boolean) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((code) => (upper ? code.toUpperCase() : code.toLowerCase())),
  ),
];

const EMPTY = { email: '', name: '', company: '', countries: '', languages: '', accreditedUntil: '' };

function VerifierForm() {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const accreditation = () => ({
    name: draft.name.trim(),
    company: draft.company.trim(),
    countries: codes(draft.countries, true),
    languages: codes(draft.languages, false),
    accreditedUntil: draft.accreditedUntil,
  });
  const onSuccess = (key: string) => async () => {
    setDraft(EMPTY);
    setDone(t(key));
    await router.invalidate();
  };
  const onRefusal = ({ status, detail }: { status: number; detail: { field: string | null } | null }) =>
    status === 409
      ? { field: 'email', key: 'programme.people.already' }
      : status === 422 && detail?.field === 'email'
        ? { field: 'email', key: 'programme.people.noAccount' }
        : status === 400
          ? { key: 'programme.people.checkFields' }
          : undefined;
  const add = useSubmit(
    () =>
      api.POST('/api/certification/verifiers', { body: { email: draft.email.trim(), ...accreditation() } }),
    { onSuccess: onSuccess('programme.people.added'), onRefusal },
  );
  const invite = useSubmit(
    () =>
      api.POST('/api/certification/invitations', {
        body: { email: draft.email.trim(), role: 'verifier', verifier: accreditation() },
      }),
    { onSuccess: onSuccess('programme.people.invited'), onRefusal },
  );
  const [mode, setMode] = useState<'invite' | 'add'>('invite');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void (mode === 'add' ? add : invite).submit();
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const errors = { ...invite.fieldErrors, ...add.fieldErrors };
  const formError = invite.formError ?? add.formError;
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('programme.verifiers.formTitle')}</h2>
      <p className="muted">{t('programme.verifiers.formLead')}</p>
      <div className={styles.formGrid}>
        <InputField
          label={t('programme.people.email')}
          type="email"
          required
          maxLength={254}
          error={errors.email?.[0]}
          {...field('email')}
        />
        <InputField label={t('programme.verifiers.name')} required maxLength={500} {...field('name')} />
        <InputField label={t('programme.verifiers.company')} required maxLength={500} {...field('company')} />
        <InputField
          label={t('programme.verifiers.countries')}
          hint={t('programme.verifiers.countriesHint')}
          required
          pattern="\s*[A-Za-z]{2}([\s,;]+[A-Za-z]{2})*\s*"
          {...field('countries')}
        />
        <InputField
          label={t('programme.verifiers.languages')}
          hint={t('programme.verifiers.languagesHint')}
          required
          pattern="\s*[A-Za-z]{2}([\s,;]+[A-Za-z]{2})*\s*"
          {...field('languages')}
        />
        <InputField
          label={t('programme.verifiers.accreditedUntil')}
          type="date"
          required
          {...field('accreditedUntil')}
        />
      </div>
      {formError && <Alert>{formError}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <div className={styles.buttons}>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={invite.pending}
          onClick={() => setMode('invite')}
        >
          {t('programme.verifiers.invite')}
        </button>
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={add.pending}
          onClick={() => setMode('add')}
        >
          {t('programme.verifiers.add')}
        </button>
      </div>
    </form>
  );
}

/**
 * The verifiers (docs/certification.md#screens): each with company, countries, languages and
 * accreditation, an expired one marked so; the form to invite or add one; invitations pending.
 */
export function VerifiersScreen({
  verifiers,
  invitations,
}: {
  verifiers: Verifier[];
  invitations: Invitation[];
}) {
  const { t, locale } = useTranslation();
  const titleId = useId();
  const date = useMemo(
    () => ({ format: (at: string) => formatDate(at, locale, { length: 'medium', zone: 'reader' }) }),
    [locale],
  );
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: t('programme.verifiers.columns.name'),
          cell: (info) => (
            <>
              {info.getValue()}
              <br />
              <span className="muted">{info.row.original.email}</span>
            </>
          ),
        }),
        helper.accessor('company', { header: t('programme.verifiers.columns.company') }),
        helper.accessor('countries', {
          header: t('programme.verifiers.columns.countries'),
          cell: (info) => info.getValue().join(', '),
        }),
        helper.accessor('languages', {
          header: t('programme.verifiers.columns.languages'),
          cell: (info) => info.getValue().join(', '),
        }),
        helper.accessor('accreditedUntil', {
          header: t('programme.verifiers.columns.accreditedUntil'),
          cell: (info) => (
            <>
              {date.format(info.getValue())}{' '}
              {!info.row.original.accredited && (
                <StatusLabel tone="warning">{t('programme.verifiers.expired')}</StatusLabel>
              )}
            </>
          ),
        }),
      ]),
    [t, date],
  );
  const table = useTable({ features, columns, data: verifiers, getRowId: (row) => String(row.id) });
  const labels = Object.fromEntries(
    Object.entries(COLUMN_KEYS).map(([id, key]) => [id, t(`programme.verifiers.columns.${key}`)]),
  );
  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.verifiers.title')}</PageTitle>
      <PageLead>{t('programme.verifiers.lead')}</PageLead>
      {verifiers.length === 0 ? (
        <p className="muted">{t('programme.verifiers.none')}</p>
      ) : (
        <StackingTable table={table} labelledBy={titleId} labels={labels} />
      )}
      <PendingInvitations invitations={invitations} />
      <VerifierForm />
    </Page>
  );
}
