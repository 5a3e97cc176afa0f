import type { Schemas } from '@oncourse/openapi';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { LANGUAGE_NAMES } from '../../forms/language-names';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import type { Country } from '../../api/load-countries';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { StatusLabel } from '../../ui/Table';
import styles from '../programme.module.css';
import { NOTICE_LANGUAGES, type NoticeLanguage, type NoticesSearch } from './console-search';
import { useConsoleFormats } from './formats';
import type { Notice, NoticePreview } from './load-console';
import { NoticeEditor } from './NoticeEditor';
import { consoleRefusal } from './refusal';
import { SelectField } from './SelectField';

type OrganisationType = Schemas['OrganisationType'];

/** A notice's wording in the reader's language, English where it has none. */
function inLanguage(texts: Record<string, string>, language: string): string {
  return texts[language] ?? texts.en ?? '';
}

function useAudience(countries: Country[]) {
  const { t } = useTranslation();
  return (organisationType: OrganisationType | null, countryId: number | null) => {
    const country = countries.find((candidate) => candidate.id === countryId)?.title;
    const type = organisationType ? t(`console.notices.audienceType.${organisationType}`) : null;
    if (type && country) return t('console.notices.audienceTypeIn', { type, country });
    if (type) return type;
    if (country) return t('console.notices.audienceIn', { country });
    return t('console.notices.audienceAll');
  };
}

function PublishForm({
  notice,
  countries,
  onDone,
}: {
  notice: Notice;
  countries: Country[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const [type, setType] = useState<string>(notice.organisationType ?? '');
  const [countryId, setCountryId] = useState<string>(notice.countryId ? String(notice.countryId) : '');
  const publish = useSubmit(
    () =>
      api.POST('/api/console/announcements/{announcementId}/publish', {
        params: { path: { announcementId: notice.id } },
        body: {
          organisationType: type === '' ? null : (type as OrganisationType),
          countryId: countryId === '' ? null : Number(countryId),
        },
      }),
    {
      onSuccess: async () => {
        onDone(t('console.notices.publishedNow'));
        await router.invalidate();
      },
      onRefusal: consoleRefusal,
      failureKey: 'console.failed',
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void publish.submit();
  };
  return (
    <form className={styles.publishForm} onSubmit={submit} aria-label={t('console.notices.publishTo')}>
      <SelectField
        label={t('console.notices.organisationType')}
        value={type}
        onChange={(event) => setType(event.target.value)}
      >
        <option value="">{t('console.notices.bothTypes')}</option>
        <option value="FACILITY">{t('console.notices.audienceType.FACILITY')}</option>
        <option value="TOURNAMENT">{t('console.notices.audienceType.TOURNAMENT')}</option>
      </SelectField>
      <SelectField
        label={t('console.notices.country')}
        value={countryId}
        onChange={(event) => setCountryId(event.target.value)}
        error={publish.fieldErrors?.countryId?.[0]}
      >
        <option value="">{t('console.notices.allCountries')}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.title}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass('primary', 'small')} disabled={publish.pending}>
        {t(notice.publishedAt ? 'console.notices.republish' : 'console.notices.publish')}
      </button>
      {publish.formError && <Alert>{publish.formError}</Alert>}
    </form>
  );
}

function NoticeCard({
  notice,
  countries,
  onEdit,
  onDone,
}: {
  notice: Notice;
  countries: Country[];
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const { t, language } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const formats = useConsoleFormats();
  const audience = useAudience(countries);
  const [publishing, setPublishing] = useState(false);
  const titleId = useId();
  const unpublish = useSubmit(
    () =>
      api.DELETE('/api/console/announcements/{announcementId}/publication', {
        params: { path: { announcementId: notice.id } },
      }),
    {
      onSuccess: async () => {
        onDone(t('console.notices.withdrawn'));
        await router.invalidate();
      },
      failureKey: 'console.failed',
    },
  );
  const languages = NOTICE_LANGUAGES.filter((key) => (notice.title[key] ?? '').trim() !== '');
  const text = inLanguage(notice.body, language);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{inLanguage(notice.title, language)}</h3>
      <p>
        {notice.publishedAt ? (
          <StatusLabel>
            {t('console.notices.published', {
              date: formats.time(notice.publishedAt),
              audience: audience(notice.organisationType, notice.countryId),
            })}
          </StatusLabel>
        ) : (
          <StatusLabel tone="warning">{t('console.notices.draft')}</StatusLabel>
        )}
      </p>
      {text && <p className={styles.reply}>{text}</p>}
      <p className="muted">
        {t('console.notices.inLanguages', {
          languages: languages.map((key) => LANGUAGE_NAMES[key]).join(', '),
        })}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={buttonClass('secondary', 'small')} onClick={onEdit}>
          {t('console.notices.edit')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          aria-expanded={publishing}
          onClick={() => setPublishing(!publishing)}
        >
          {t(notice.publishedAt ? 'console.notices.changeAudience' : 'console.notices.publish')}
        </button>
        {notice.publishedAt && (
          <button
            type="button"
            className={buttonClass('warning', 'small')}
            disabled={unpublish.pending}
            onClick={() => void unpublish.submit()}
          >
            {t('console.notices.unpublish')}
          </button>
        )}
      </div>
      {unpublish.formError && <Alert>{unpublish.formError}</Alert>}
      {publishing && (
        <PublishForm
          notice={notice}
          countries={countries}
          onDone={(message) => {
            setPublishing(false);
            onDone(message);
          }}
        />
      )}
    </li>
  );
}

function Preview({
  search,
  countries,
  preview,
}: {
  search: NoticesSearch;
  countries: Country[];
  preview: NoticePreview[] | null;
}) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const formats = useConsoleFormats();
  const titleId = useId();
  const [type, setType] = useState<OrganisationType>(search.previewType ?? 'FACILITY');
  const [countryId, setCountryId] = useState(search.previewCountryId ? String(search.previewCountryId) : '');
  // Until one is chosen, the preview reads in the language staff read the console in.
  const [chosenLanguage, setPreviewLanguage] = useState<NoticeLanguage | null>(
    search.previewLanguage ?? null,
  );
  const previewLanguage =
    chosenLanguage ??
    ((NOTICE_LANGUAGES as readonly string[]).includes(language) ? (language as NoticeLanguage) : 'en');
  const show = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/programme/notices',
      search: {
        previewType: type,
        ...(countryId ? { previewCountryId: Number(countryId) } : {}),
        previewLanguage,
      },
      resetScroll: false,
    });
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('console.notices.previewTitle')}</h2>
      <p className="muted">{t('console.notices.previewLead')}</p>
      <form className={styles.publishForm} onSubmit={show}>
        <SelectField
          label={t('console.notices.previewAs')}
          value={type}
          onChange={(event) => setType(event.target.value as OrganisationType)}
        >
          <option value="FACILITY">{t('console.notices.previewFacility')}</option>
          <option value="TOURNAMENT">{t('console.notices.previewTournament')}</option>
        </SelectField>
        <SelectField
          label={t('console.notices.country')}
          value={countryId}
          onChange={(event) => setCountryId(event.target.value)}
        >
          <option value="">{t('console.notices.noCountry')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('console.notices.previewLanguage')}
          value={previewLanguage}
          onChange={(event) => setPreviewLanguage(event.target.value as NoticeLanguage)}
        >
          {NOTICE_LANGUAGES.map((key) => (
            <option key={key} value={key} lang={key}>
              {LANGUAGE_NAMES[key]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass('primary', 'small')}>
          {t('console.notices.showPreview')}
        </button>
      </form>
      {preview && (
        <div aria-live="polite" data-testid="notice-preview">
          {preview.length === 0 ? (
            <p className="muted">{t('console.notices.previewEmpty')}</p>
          ) : (
            <ul className={styles.list} lang={search.previewLanguage}>
              {preview.map((item) => (
                <li key={`${item.kind}-${item.id}`} className={styles.previewItem}>
                  <p className="muted">
                    {t(`console.notices.kind.${item.kind}`)} · {formats.time(item.createdAt)}
                  </p>
                  <p>
                    <strong>{item.title}</strong>
                  </p>
                  {item.text && <p>{item.text}</p>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * /programme/notices (docs/programme-console.md#behaviour): the notices staff wrote, drafts and
 * published; write or edit one in the seven languages, publish it to an audience or withdraw it,
 * and preview what a facility's or a tournament's user in a country reads.
 */
export function NoticesScreen({
  notices,
  countries,
  preview,
  search,
}: {
  notices: Notice[];
  countries: Country[];
  preview: NoticePreview[] | null;
  search: NoticesSearch;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setEditing(null);
    setMessage(text);
  };
  const drafts = notices.filter((notice) => !notice.publishedAt);
  const published = notices.filter((notice) => notice.publishedAt);
  const list = (items: Notice[], titleKey: string, emptyKey: string) => (
    <section className={styles.panel} aria-labelledby={titleKey}>
      <h2 id={titleKey}>{t(titleKey)}</h2>
      {items.length === 0 ? (
        <p className="muted">{t(emptyKey)}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((notice) => (
            <NoticeCard
              key={notice.id}
              notice={notice}
              countries={countries}
              onEdit={() => {
                setMessage('');
                setEditing(notice);
              }}
              onDone={done}
            />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <Page>
      <PageTitle>{t('console.notices.title')}</PageTitle>
      <PageLead>{t('console.notices.lead')}</PageLead>
      {message && <Alert tone="success">{message}</Alert>}
      {editing ? (
        <NoticeEditor
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          onDone={done}
        />
      ) : (
        <div className={styles.buttons}>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              setMessage('');
              setEditing('new');
            }}
          >
            {t('console.notices.write')}
          </button>
        </div>
      )}
      {list(drafts, 'console.notices.drafts', 'console.notices.noDrafts')}
      {list(published, 'console.notices.publishedTitle', 'console.notices.nonePublished')}
      <Preview key={JSON.stringify(search)} search={search} countries={countries} preview={preview} />
    </Page>
  );
}
