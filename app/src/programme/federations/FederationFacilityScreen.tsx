import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../../ui/links';
import { Page, PageTitle } from '../../ui/Page';
import { DataTable } from '../../ui/Table';
import { useFigureWords } from '../figures/figure-words';
import figureStyles from '../figures/figures.module.css';
import styles from '../programme.module.css';
import { useCertificationWords } from './certification-words';
import type { FederationFacilityDetail } from './load-federations';

/**
 * One facility sharing with the federation (docs/programme-console.md#federations): its facts,
 * progress and certification, and the footprint of each year as the facility sees it.
 */
export function FederationFacilityScreen({ detail }: { detail: FederationFacilityDetail }) {
  const { t } = useTranslation();
  const words = useFigureWords();
  const certification = useCertificationWords(words);
  const footprintId = useId();
  const { facility, footprint } = detail;
  const labels = {
    year: t('programme.figures.columns.year'),
    final: t('programme.federation.columns.final'),
    market: t('programme.figures.columns.marketTotal'),
    location: t('programme.figures.columns.locationTotal'),
    marketPerHole: t('programme.federation.columns.marketPerHole'),
    locationPerHole: t('programme.federation.columns.locationPerHole'),
  };
  return (
    <Page>
      <p className={styles.back}>
        <AppLink to="/programme/federation/facilities">{t('programme.federation.back')}</AppLink>
      </p>
      <PageTitle>{facility.title}</PageTitle>
      <section className={styles.panel}>
        <dl className={figureStyles.facts}>
          <dt>{t('programme.figures.columns.country')}</dt>
          <dd>
            {words.country(facility.countryCode)}
            {facility.city ? ` · ${facility.city}` : ''}
          </dd>
          <dt>{t('programme.federation.columns.holes')}</dt>
          <dd>{facility.holes ?? '–'}</dd>
          <dt>{t('programme.federation.columns.reviews')}</dt>
          <dd>
            {t('programme.federation.reviewsProgress', {
              complete: facility.reviews.complete,
              total: facility.reviews.total,
              percent: facility.reviews.percent,
            })}
          </dd>
          <dt>{t('programme.federation.columns.years')}</dt>
          <dd>
            {facility.annualDataYears.length === 0
              ? '–'
              : facility.annualDataYears
                  .map((year) =>
                    year.complete ? t('programme.federation.yearComplete', { year: year.year }) : year.year,
                  )
                  .join(', ')}
          </dd>
          <dt>{t('programme.federation.columns.certification')}</dt>
          <dd>{certification(facility.certification)}</dd>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby={footprintId}>
        <h2 id={footprintId}>{t('programme.federation.footprintTitle')}</h2>
        {footprint.length === 0 ? (
          <p className="muted">{t('programme.figures.empty')}</p>
        ) : (
          <DataTable stacking aria-labelledby={footprintId}>
            <thead>
              <tr>
                {Object.values(labels).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {footprint.map((year) => (
                <tr key={year.year}>
                  <td data-label={labels.year}>{year.year}</td>
                  <td data-label={labels.final}>
                    {t(year.final ? 'programme.federation.final' : 'programme.federation.notFinal')}
                  </td>
                  <td data-label={labels.market}>{words.tonnes(year.marketTotal)}</td>
                  <td data-label={labels.location}>{words.tonnes(year.locationTotal)}</td>
                  <td data-label={labels.marketPerHole}>{words.tonnes(year.marketPerHole)}</td>
                  <td data-label={labels.locationPerHole}>{words.tonnes(year.locationPerHole)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
    </Page>
  );
}
