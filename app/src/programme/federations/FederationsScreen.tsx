import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { DataTable } from '../../ui/Table';
import { useFigureWords } from '../figures/figure-words';
import { InputField } from '../people/InputField';
import type { Invitation } from '../people/load-people';
import { PendingInvitations } from '../people/PendingInvitations';
import styles from '../programme.module.css';
import type { FederationAccount } from './load-federations';

/** Countries typed as "SE, NO" or "se no", as the contract's codes. */
export const countryCodes = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
  ),
];

function InviteFederationForm() {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [countries, setCountries] = useState('');
  const [done, setDone] = useState(false);
  const invite = useSubmit(
    () =>
      api.POST('/api/certification/invitations', {
        body: { email: email.trim(), role: 'federation', federation: { countries: countryCodes(countries) } },
      }),
    {
      onSuccess: async () => {
        setEmail('');
        setCountries('');
        setDone(true);
        await router.invalidate();
      },
      onRefusal: ({ status, detail }) =>
        status === 409
          ? { field: 'email', key: 'programme.people.already' }
          : detail?.field?.startsWith('federation')
            ? { field: 'countries', key: 'programme.federations.countriesInvalid' }
            : undefined,
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    void invite.submit();
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('programme.federations.formTitle')}</h2>
      <p className="muted">{t('programme.federations.formLead')}</p>
      <InputField
        label={t('programme.people.email')}
        type="email"
        required
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invite.fieldErrors?.email?.[0]}
      />
      <InputField
        label={t('programme.federations.countries')}
        hint={t('programme.federations.countriesHint')}
        required
        pattern="\s*[A-Za-z]{2}([\s,;]+[A-Za-z]{2})*\s*"
        value={countries}
        onChange={(event) => setCountries(event.target.value)}
        error={invite.fieldErrors?.countries?.[0]}
      />
      {invite.formError && <Alert>{invite.formError}</Alert>}
      {done && <Alert tone="success">{t('programme.people.invited')}</Alert>}
      <div className={styles.buttons}>
        <button type="submit" className={buttonClass('primary')} disabled={invite.pending}>
          {t('programme.federations.invite')}
        </button>
      </div>
    </form>
  );
}

/**
 * The national federations' accounts with their countries, invitations pending, and the form to
 * invite one (docs/programme-console.md#federations).
 */
export function FederationsScreen({
  federations,
  invitations,
}: {
  federations: FederationAccount[];
  invitations: Invitation[];
}) {
  const { t } = useTranslation();
  const words = useFigureWords();
  const titleId = useId();
  const labels = {
    name: t('programme.staff.columns.name'),
    email: t('programme.staff.columns.email'),
    countries: t('programme.federations.countries'),
  };
  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.federations.title')}</PageTitle>
      <PageLead>{t('programme.federations.lead')}</PageLead>
      {federations.length === 0 ? (
        <p className="muted">{t('programme.federations.none')}</p>
      ) : (
        <DataTable stacking aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{labels.name}</th>
              <th scope="col">{labels.email}</th>
              <th scope="col">{labels.countries}</th>
            </tr>
          </thead>
          <tbody>
            {federations.map((federation) => (
              <tr key={federation.userId}>
                <td data-label={labels.name}>{federation.name || '–'}</td>
                <td data-label={labels.email}>{federation.email}</td>
                <td data-label={labels.countries}>
                  {federation.countries.map((code) => words.country(code)).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <PendingInvitations invitations={invitations} />
      <InviteFederationForm />
    </Page>
  );
}
