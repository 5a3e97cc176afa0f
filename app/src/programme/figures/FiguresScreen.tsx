import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useDownload } from '../../api/useDownload';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { AppLink } from '../../ui/links';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { DataTable } from '../../ui/Table';
import styles from '../programme.module.css';
import figureStyles from './figures.module.css';
import { downloadFigures } from './download-figures';
import type { FiguresSource, FiguresTable, ProgrammeFigures } from './load-figures';
import { useFigureWords } from './figure-words';

// The charting library loads with the chart, in its own chunk: the tables show without it.
const TrendChart = lazy(() => import('./TrendChart'));

interface Column<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/** One table of the figures with its heading and its Download CSV button. */
function FiguresSection<Row>({
  title,
  lead,
  table,
  rows,
  columns,
  source,
  children,
}: {
  title: string;
  lead?: string;
  table: FiguresTable;
  rows: Row[];
  columns: Column<Row>[];
  source: FiguresSource;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const download = useDownload(() => downloadFigures(api, source, table), {
    fallbackName: `oncourse-${table}.csv`,
    failureKey: 'programme.figures.downloadFailed',
  });
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid={`figures-${table}`}>
      <div className={figureStyles.heading}>
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          disabled={download.pending}
          onClick={() => void download.submit()}
          aria-label={t('programme.figures.downloadTable', { table: title })}
        >
          {t('programme.figures.downloadCsv')}
        </button>
      </div>
      {lead && <p className="muted">{lead}</p>}
      {download.formError && <Alert>{download.formError}</Alert>}
      {children}
      {rows.length === 0 ? (
        <p className="muted">{t('programme.figures.empty')}</p>
      ) : (
        <DataTable stacking aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

const CASE_STATES = [
  'desk-review',
  'returned',
  'verification',
  'decision',
  'certified',
  'not-certified',
  'withdrawn',
] as const;

/**
 * The programme's figures (docs/programme-console.md#figures): for staff every country with the
 * demo's organisations apart, for a federation its own countries' sharing facilities
 * (docs/programme-console.md#federations). Each table downloads as CSV.
 */
export function FiguresScreen({ figures, source }: { figures: ProgrammeFigures; source: FiguresSource }) {
  const { t } = useTranslation();
  const words = useFigureWords();
  const footprintColumns = useMemo(
    (): Column<ProgrammeFigures['footprint'][number]>[] => [
      { label: t('programme.figures.columns.facilities'), value: (row) => words.count(row.facilities) },
      { label: t('programme.figures.columns.notFinal'), value: (row) => words.count(row.notFinal) },
      { label: t('programme.figures.columns.marketTotal'), value: (row) => words.tonnes(row.market.total) },
      {
        label: t('programme.figures.columns.marketPerHole'),
        value: (row) => words.tonnes(row.market.medianPerHole),
      },
      {
        label: t('programme.figures.columns.locationTotal'),
        value: (row) => words.tonnes(row.location.total),
      },
      {
        label: t('programme.figures.columns.locationPerHole'),
        value: (row) => words.tonnes(row.location.medianPerHole),
      },
    ],
    [t, words],
  );
  const country: Column<{ countryCode: string | null }> = {
    label: t('programme.figures.columns.country'),
    value: (row) => words.country(row.countryCode),
  };
  const year: Column<{ year: number }> = {
    label: t('programme.figures.columns.year'),
    value: (row) => row.year,
  };
  const staffDemo = source.kind === 'staff' ? source.demo : null;
  return (
    <Page>
      <PageTitle>
        {t(source.kind === 'staff' ? 'programme.figures.title' : 'programme.federation.figuresTitle')}
      </PageTitle>
      <PageLead>
        {source.kind === 'staff'
          ? t(staffDemo ? 'programme.figures.leadDemo' : 'programme.figures.lead', {
              date: words.date(figures.asOf),
            })
          : t('programme.federation.figuresLead', {
              date: words.date(figures.asOf),
              countries: (figures.countries ?? []).map((code) => words.country(code)).join(', '),
            })}
      </PageLead>
      {staffDemo !== null && (
        <p>
          <AppLink to="/programme/figures" search={staffDemo ? {} : { demo: true }}>
            {t(staffDemo ? 'programme.figures.showReal' : 'programme.figures.showDemo')}
          </AppLink>
        </p>
      )}
      <FiguresSection
        title={t('programme.figures.organisations.title')}
        lead={t('programme.figures.organisations.lead')}
        table="organisations"
        rows={figures.organisations}
        source={source}
        columns={[
          country,
          { label: t('programme.figures.columns.facilities'), value: (row) => words.count(row.facilities) },
          { label: t('programme.figures.columns.tournaments'), value: (row) => words.count(row.tournaments) },
          {
            label: t('programme.figures.columns.activeFacilities'),
            value: (row) => words.count(row.activeFacilities),
          },
          {
            label: t('programme.figures.columns.activeTournaments'),
            value: (row) => words.count(row.activeTournaments),
          },
        ]}
      />
      <FiguresSection
        title={t('programme.figures.reviews.title')}
        lead={t('programme.figures.reviews.lead')}
        table="reviews"
        rows={figures.reviews}
        source={source}
        columns={[
          country,
          {
            label: t('programme.figures.columns.organisations'),
            value: (row) => words.count(row.organisations),
          },
          { label: t('programme.figures.columns.reviews'), value: (row) => words.count(row.reviews) },
          { label: t('programme.figures.columns.started'), value: (row) => words.count(row.started) },
          { label: t('programme.figures.columns.complete'), value: (row) => words.count(row.complete) },
          {
            label: t('programme.figures.columns.completion'),
            value: (row) => words.percent(row.reviews === 0 ? null : row.complete / row.reviews),
          },
        ]}
      />
      <FiguresSection
        title={t('programme.figures.annualData.title')}
        lead={t('programme.figures.annualData.lead')}
        table="annual-data"
        rows={figures.annualData}
        source={source}
        columns={[
          country,
          year,
          {
            label: t('programme.figures.columns.organisations'),
            value: (row) => words.count(row.organisations),
          },
          { label: t('programme.figures.columns.complete'), value: (row) => words.count(row.complete) },
        ]}
      />
      <FiguresSection
        title={t('programme.figures.certification.title')}
        lead={t('programme.figures.certification.lead')}
        table="certification"
        rows={figures.certification}
        source={source}
        columns={[
          country,
          {
            label: t('programme.figures.columns.organisations'),
            value: (row) => words.count(row.organisations),
          },
          { label: t('programme.figures.columns.noCase'), value: (row) => words.count(row.noCase) },
          ...CASE_STATES.map((state) => ({
            label: t(`programme.state.${state}`),
            value: (row: ProgrammeFigures['certification'][number]) => words.count(row.states[state]),
          })),
          {
            label: t('programme.figures.columns.certifiedNow'),
            value: (row) => words.count(row.certifiedNow),
          },
        ]}
      />
      <FiguresSection
        title={t('programme.figures.footprint.title')}
        lead={t('programme.figures.footprint.lead')}
        table="footprint"
        rows={figures.footprint}
        source={source}
        columns={[country, year, ...footprintColumns]}
      />
      <FiguresSection
        title={t('programme.figures.trend.title')}
        lead={t('programme.figures.trend.lead')}
        table="footprint-trend"
        rows={figures.footprintTrend}
        source={source}
        columns={[year, ...footprintColumns]}
      >
        {figures.footprintTrend.length > 1 && (
          <Suspense fallback={<div className={figureStyles.trendChart} />}>
            <TrendChart trend={figures.footprintTrend} />
          </Suspense>
        )}
      </FiguresSection>
    </Page>
  );
}
