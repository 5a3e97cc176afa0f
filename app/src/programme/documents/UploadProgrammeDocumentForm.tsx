import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { acceptedTypesText } from '../../documents';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { InputField } from '../people/InputField';
import styles from '../programme.module.css';
import { programmeDocumentRefusal } from './document-refusal';
import type { Country, Language } from './load-programme-documents';
import { locationsFor, type Audience } from './sections';

/** Where "Upload here" asks the form to file the next document; a new `at` each time it is pressed. */
export interface UploadPreset {
  audience: Audience | '';
  location: string;
  at: number;
}

const EMPTY = {
  title: '',
  description: '',
  audience: '' as Audience | '',
  location: '',
  countryId: '',
  language: 'en',
};

/**
 * The upload form (docs/programme-console.md#documents): title, description, who it is for (a kind
 * of organisation or both, a country or all), where it is filed, its language and the file. Clubs
 * see it as soon as it is stored.
 */
export function UploadProgrammeDocumentForm({
  countries,
  languages,
  preset,
}: {
  countries: readonly Country[];
  languages: readonly Language[];
  preset: UploadPreset | null;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const fileId = useId();
  const acceptedId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const accepted = acceptedTypesText(t, locale);
  const set = (name: keyof typeof EMPTY, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    if (!preset) return;
    setValues((current) => ({ ...current, audience: preset.audience, location: preset.location }));
    titleInput.current?.focus();
  }, [preset]);

  const locations = locationsFor(values.audience);
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const sortedCountries = useMemo(
    () =>
      countries
        .map((country) => ({ id: country.id, name: regionNames.of(country.code) ?? country.title }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [countries, regionNames, locale],
  );

  const upload = useSubmit(
    (chosen: File) =>
      api.POST('/api/console/programme-documents', {
        body: { file: chosen, title: values.title, location: values.location as 'OTHER' },
        bodySerializer: () => {
          const multipart = new FormData();
          multipart.append('title', values.title);
          if (values.description.trim()) multipart.append('description', values.description);
          multipart.append('location', values.location);
          if (values.audience) multipart.append('organisationType', values.audience);
          if (values.countryId) multipart.append('countryId', values.countryId);
          multipart.append('language', values.language);
          multipart.append('file', chosen, chosen.name);
          return multipart;
        },
      }),
    {
      settle: true,
      onSuccess: async (answer) => {
        setDone(t('programme.documents.uploaded', { title: answer.data.title }));
        setValues(EMPTY);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        await router.invalidate();
      },
      onRefusal: (refusal) => programmeDocumentRefusal(t, refusal, file?.name ?? '', accepted.types),
    },
  );

  const [fileMissing, setFileMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) {
      setFileMissing(true);
      return;
    }
    void upload.submit(file);
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId} id="upload-document">
      <h2 id={titleId}>{t('programme.documents.formTitle')}</h2>
      <p className="muted">{t('programme.documents.formLead')}</p>
      <div className={styles.formGrid}>
        <InputField
          ref={titleInput}
          label={t('programme.documents.fields.title')}
          required
          maxLength={255}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={upload.fieldErrors?.title?.[0]}
        />
        <div className={styles.field}>
          <label htmlFor={`${titleId}-audience`}>{t('programme.documents.fields.audience')}</label>
          <select
            id={`${titleId}-audience`}
            value={values.audience}
            onChange={(event) => {
              const audience = event.target.value as Audience | '';
              setValues((current) => ({
                ...current,
                audience,
                location: locationsFor(audience).includes(current.location as 'OTHER')
                  ? current.location
                  : '',
              }));
            }}
          >
            <option value="">{t('programme.documents.audience.both')}</option>
            <option value="FACILITY">{t('programme.documents.audience.FACILITY')}</option>
            <option value="TOURNAMENT">{t('programme.documents.audience.TOURNAMENT')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${titleId}-location`}>{t('programme.documents.fields.location')}</label>
          <select
            id={`${titleId}-location`}
            required
            value={values.location}
            onChange={(event) => set('location', event.target.value)}
          >
            <option value="" disabled>
              {t('programme.documents.chooseLocation')}
            </option>
            {locations.map((location) => (
              <option key={location} value={location}>
                {t(`documents.locations.${location}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${titleId}-country`}>{t('programme.documents.fields.country')}</label>
          <select
            id={`${titleId}-country`}
            value={values.countryId}
            onChange={(event) => set('countryId', event.target.value)}
          >
            <option value="">{t('programme.documents.allCountries')}</option>
            {sortedCountries.map((country) => (
              <option key={country.id} value={String(country.id)}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${titleId}-language`}>{t('programme.documents.fields.language')}</label>
          <select
            id={`${titleId}-language`}
            value={values.language}
            onChange={(event) => set('language', event.target.value)}
          >
            {languages.map((language) => (
              <option key={language.key} value={language.key}>
                {language.language}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${titleId}-description`}>{t('programme.documents.fields.description')}</label>
        <textarea
          id={`${titleId}-description`}
          rows={3}
          maxLength={2000}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={fileId}>{t('programme.documents.fields.file')}</label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          aria-describedby={acceptedId}
          aria-invalid={fileMissing ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileMissing(false);
          }}
        />
        <p id={acceptedId} className="muted">
          {accepted.sentence}
        </p>
      </div>
      {fileMissing && <Alert>{t('documents.fileRequired')}</Alert>}
      {upload.formError && <Alert>{upload.formError}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <div className={styles.buttons}>
        <button type="submit" className={buttonClass('primary')} disabled={upload.pending}>
          {t('programme.documents.upload')}
        </button>
      </div>
    </form>
  );
}
