import type { Schemas } from '@oncourse/openapi';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import type { Country } from '../../api/load-countries';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { InputField } from '../people/InputField';
import styles from '../programme.module.css';
import { useConsoleFormats } from './formats';
import type { StaffAction } from './load-console';
import { consoleRefusal } from './refusal';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';

interface Draft {
  title: string;
  countryId: string;
  organiserEmail: string;
  message: string;
}
const emptyDraft: Draft = { title: '', countryId: '', organiserEmail: '', message: '' };

/** A tournament as the record keeps it: the contract's answer when it was made. */
const madeTournament = (entry: StaffAction) => entry.after as Partial<Schemas['ConsoleTournament']> | null;

/**
 * /programme/tournaments (docs/programme-console.md#behaviour): make a tournament organisation and
 * invite its organiser by e-mail as its owner; below, the tournaments staff have made.
 */
export function TournamentsScreen({ countries, made }: { countries: Country[]; made: StaffAction[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const formats = useConsoleFormats();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const create = useSubmit(
    (body: Schemas['ConsoleTournamentInput']) => api.POST('/api/console/tournaments', { body }),
    {
      onSuccess: async (tournament) => {
        setDraft(emptyDraft);
        setDone(
          t('console.tournaments.made', {
            title: tournament.data.title,
            email: tournament.data.organiser.email,
          }),
        );
        await router.invalidate();
      },
      onRefusal: (refusal) => {
        if (refusal.detail?.field === 'organiserEmail')
          return { field: 'organiserEmail', key: 'errors.emailInvalid' };
        return consoleRefusal(refusal);
      },
      failureKey: 'console.failed',
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const missing: Record<string, string> = {};
    if (draft.title.trim() === '') missing.title = t('errors.required');
    if (draft.countryId === '') missing.countryId = t('errors.required');
    if (draft.organiserEmail.trim() === '') missing.organiserEmail = t('errors.required');
    setLocal(missing);
    if (Object.keys(missing).length > 0) return;
    void create.submit({
      title: draft.title.trim(),
      countryId: Number(draft.countryId),
      organiserEmail: draft.organiserEmail.trim(),
      message: draft.message.trim() === '' ? null : draft.message,
    });
  };
  const error = (field: string) => local[field] ?? create.fieldErrors?.[field]?.[0];
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const countryName = (id: number | undefined) =>
    countries.find((country) => country.id === id)?.title ?? '–';
  return (
    <Page>
      <PageTitle>{t('console.tournaments.title')}</PageTitle>
      <PageLead>{t('console.tournaments.lead')}</PageLead>
      <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId} noValidate>
        <h2 id={titleId}>{t('console.tournaments.formTitle')}</h2>
        <div className={styles.formGrid}>
          <InputField
            label={t('console.tournaments.name')}
            maxLength={255}
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
            error={error('title')}
          />
          <SelectField
            label={t('console.tournaments.country')}
            value={draft.countryId}
            onChange={(event) => set({ countryId: event.target.value })}
            error={error('countryId')}
          >
            <option value="">{t('console.tournaments.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.title}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t('console.tournaments.organiserEmail')}
            type="email"
            maxLength={254}
            value={draft.organiserEmail}
            onChange={(event) => set({ organiserEmail: event.target.value })}
            error={error('organiserEmail')}
          />
        </div>
        <TextAreaField
          label={t('console.tournaments.message')}
          hint={t('console.tournaments.messageHint')}
          maxLength={2000}
          value={draft.message}
          onChange={(event) => set({ message: event.target.value })}
        />
        {create.formError && <Alert>{create.formError}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        <div className={styles.buttons}>
          <button type="submit" className={buttonClass('primary')} disabled={create.pending}>
            {t('console.tournaments.create')}
          </button>
        </div>
      </form>
      <section className={styles.panel} aria-labelledby="tournaments-made">
        <h2 id="tournaments-made">{t('console.tournaments.madeTitle')}</h2>
        {made.length === 0 ? (
          <p className="muted">{t('console.tournaments.none')}</p>
        ) : (
          <ul className={styles.list}>
            {made.map((entry) => {
              const tournament = madeTournament(entry);
              return (
                <li key={entry.id}>
                  <p>
                    <strong>{tournament?.title ?? '–'}</strong> · {countryName(tournament?.countryId)}
                  </p>
                  <p className="muted">
                    {t('console.tournaments.invitedBy', {
                      email: tournament?.organiser?.email ?? '–',
                      name: entry.actor.name,
                      date: formats.time(entry.at),
                    })}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Page>
  );
}
