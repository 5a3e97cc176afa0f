import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../../ui/links';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { DataTable } from '../../ui/Table';
import { useFigureWords } from '../figures/figure-words';
import { useCertificationWords } from './certification-words';
import type { FederationFacility } from './load-federations';

/**
 * The facilities of the federation's countries that share with it (docs/programme-console.md#federations):
 * each with its reviews' progress, its annual-data years and its certification, never its answers.
 */
export function FederationFacilitiesScreen({ facilities }: { facilities: FederationFacility[] }) {
  const { t } = useTranslation();
  const words = useFigureWords();
  const certification = useCertificationWords(words);
  const titleId = useId();
  const labels = {
    title: t('programme.federation.columns.facility'),
    country: t('programme.figures.columns.country'),
    holes: t('programme.federation.columns.holes'),
    reviews: t('programme.federation.columns.reviews'),
    years: t('programme.federation.columns.years'),
    certification: t('programme.federation.columns.certification'),
  };
  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.federation.facilitiesTitle')}</PageTitle>
      <PageLead>{t('programme.federation.facilitiesLead')}</PageLead>
      {facilities.length === 0 ? (
        <p className="muted">{t('programme.federation.noFacilities')}</p>
      ) : (
        <DataTable stacking aria-labelledby={titleId}>
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
            {facilities.map((facility) => (
              <tr key={facility.id}>
                <td data-label={labels.title}>
                  <AppLink
                    to="/programme/federation/facilities/$facilityId"
                    params={{ facilityId: String(facility.id) }}
                  >
                    {facility.title}
                  </AppLink>
                  {facility.city && <span className="muted"> · {facility.city}</span>}
                </td>
                <td data-label={labels.country}>{words.country(facility.countryCode)}</td>
                <td data-label={labels.holes}>{facility.holes ?? '–'}</td>
                <td data-label={labels.reviews}>
                  {t('programme.federation.reviewsProgress', {
                    complete: facility.reviews.complete,
                    total: facility.reviews.total,
                    percent: facility.reviews.percent,
                  })}
                </td>
                <td data-label={labels.years}>
                  {facility.annualDataYears.length === 0
                    ? '–'
                    : facility.annualDataYears
                        .map((year) =>
                          year.complete
                            ? t('programme.federation.yearComplete', { year: year.year })
                            : year.year,
                        )
                        .join(', ')}
                </td>
                <td data-label={labels.certification}>{certification(facility.certification)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Page>
  );
}
