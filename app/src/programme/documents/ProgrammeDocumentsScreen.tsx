import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import styles from './programme-documents.module.css';
import type { Country, Language, ProgrammeDocument } from './load-programme-documents';
import { ProgrammeDocumentItem } from './ProgrammeDocumentItem';
import { librarySections } from './sections';
import { UploadProgrammeDocumentForm, type UploadPreset } from './UploadProgrammeDocumentForm';

/**
 * The programme's documents (docs/programme-console.md#documents): the upload form, then each kind
 * of organisation's library as its clubs see it in the OnCourse documents tab, by group and
 * location, each location with "Upload here"; retired documents at the end.
 */
export function ProgrammeDocumentsScreen({
  documents,
  countries,
  languages,
}: {
  documents: ProgrammeDocument[];
  countries: Country[];
  languages: Language[];
}) {
  const { t, locale } = useTranslation();
  const titleId = useId();
  const retiredId = useId();
  const [preset, setPreset] = useState<UploadPreset | null>(null);
  const sections = useMemo(() => librarySections(documents), [documents]);
  const retired = documents.filter((document) => document.retiredAt !== null);
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countryName = useCallback(
    (id: number) => {
      const country = countries.find((candidate) => candidate.id === id);
      return country ? (regionNames.of(country.code) ?? country.title) : String(id);
    },
    [countries, regionNames],
  );

  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.documents.title')}</PageTitle>
      <PageLead>{t('programme.documents.lead')}</PageLead>
      <UploadProgrammeDocumentForm countries={countries} languages={languages} preset={preset} />
      {sections.map((section) => (
        <section
          key={section.audience}
          className={styles.section}
          aria-labelledby={`${titleId}-${section.audience}`}
        >
          <h2 id={`${titleId}-${section.audience}`}>
            {t(`programme.documents.library.${section.audience}`)}
          </h2>
          {section.groups.map((group) => (
            <div key={group.group} className={styles.group}>
              <h3>{t(`documents.groups.${group.group}`)}</h3>
              {group.locations.map(({ location, documents: here }) => (
                <div key={location} className={styles.location}>
                  <div className={styles.locationHeader}>
                    <h4>{t(`documents.locations.${location}`)}</h4>
                    <button
                      type="button"
                      className={buttonClass('quiet', 'small', styles.uploadHere)}
                      aria-label={t('programme.documents.uploadHereNamed', {
                        location: t(`documents.locations.${location}`),
                      })}
                      onClick={() => setPreset({ audience: section.audience, location, at: Date.now() })}
                    >
                      {t('programme.documents.uploadHere')}
                    </button>
                  </div>
                  {here.length === 0 ? (
                    <p className="muted">{t('programme.documents.none')}</p>
                  ) : (
                    <ul className={styles.documents}>
                      {here.map((document) => (
                        <ProgrammeDocumentItem
                          key={document.id}
                          document={document}
                          countryName={countryName}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
      {retired.length > 0 && (
        <section className={styles.section} aria-labelledby={retiredId}>
          <h2 id={retiredId}>{t('programme.documents.retiredTitle')}</h2>
          <ul className={styles.documents}>
            {retired.map((document) => (
              <ProgrammeDocumentItem key={document.id} document={document} countryName={countryName} />
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
