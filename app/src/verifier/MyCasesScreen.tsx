import { useTranslation } from '../i18n/useTranslation';
import { Page, PageLead, PageTitle } from '../ui/Page';
import { Panel } from '../ui/Panel';
import { DataTable, noWrapCellClass, StatusLabel } from '../ui/Table';
import { AppLink } from '../ui/links';
import type { CaseSummary } from './load-verifier';
import { countryName, dayOf } from './written';

/**
 * My cases (docs/certification.md#the-verifiers-pages): the cases assigned to the verifier, with
 * their organisation, country, state and since when they have been in it.
 */
export function MyCasesScreen({ cases }: { cases: CaseSummary[] }) {
  const { t, locale } = useTranslation();
  const columns = {
    organisation: t('verifier.myCases.organisation'),
    country: t('verifier.myCases.country'),
    year: t('verifier.myCases.reviewYear'),
    state: t('verifier.myCases.state'),
    since: t('verifier.myCases.since'),
  };
  return (
    <Page>
      <PageTitle id="my-cases-title">{t('verifier.myCases.title')}</PageTitle>
      <PageLead>{t('verifier.myCases.lead')}</PageLead>
      <Panel aria-labelledby="my-cases-title">
        {cases.length === 0 ? (
          <p>{t('verifier.myCases.empty')}</p>
        ) : (
          <DataTable stacking aria-labelledby="my-cases-title">
            <thead>
              <tr>
                {Object.entries(columns).map(([id, label]) => (
                  <th key={id} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cases.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={columns.organisation}>
                    <AppLink to="/programme/my-cases/$caseId" params={{ caseId: String(entry.id) }}>
                      {entry.organisationTitle}
                    </AppLink>
                  </td>
                  <td data-label={columns.country}>{countryName(entry.countryCode, locale)}</td>
                  <td data-label={columns.year}>{entry.reviewYear}</td>
                  <td data-label={columns.state}>
                    <StatusLabel tone={entry.state === 'verification' ? 'warning' : 'plain'}>
                      {t(`verifier.state.${entry.state}`)}
                    </StatusLabel>
                  </td>
                  <td data-label={columns.since} className={noWrapCellClass}>
                    {dayOf(entry.updatedAt, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Panel>
    </Page>
  );
}
