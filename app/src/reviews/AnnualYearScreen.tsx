import { groupState, progress, savedForLater, sortBySortOrder, type AnswerMap } from '@oncourse/engine';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { AppLink } from '../ui/links';
import { AddYear } from './AddYearDialog';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { FieldSetTile } from './FieldSetTile';
import { HistoryButton } from './HistoryDialog';
import type { AnnualYearData } from './load-reviews';
import { SavedSectionNotice } from './SavedSectionNotice';
import { ProgressBar } from '../ui/Progress';
import { gridColumns } from './SummaryScreen';
import { YearSelect } from './YearSelect';
import { AnnualInsightsPanel } from '../insights';
import styles from './reviews.module.css';
import { Page, PageTitle } from '../ui/Page';
import { buttonClass } from '../ui/button';

const NO_ANSWERS: AnswerMap = {};

/**
 * /annual-review/{reviewType}/{year} (docs/annual-data.md#screens): the year's sections with their progress; the
 * year dropdown loads another year, the add-a-year dialog offers the years not used yet.
 */
export function AnnualYearScreen({ data, reviewType }: { data: AnnualYearData; reviewType: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { questionSet, answerSet, year } = data;
  const answers = answerSet?.answers ?? NO_ANSWERS;
  const sections = sortBySortOrder(questionSet.sections).filter((section) => section.active);
  const years = [...new Set([year, ...data.years.map((entry) => entry.year)])].sort((a, b) => b - a);
  const open = (chosen: number) =>
    void navigate({ to: '/annual-review/$reviewType/$year', params: { reviewType, year: String(chosen) } });

  return (
    <Page className={styles.reviewPage}>
      <Breadcrumbs
        label={t('reviews.breadcrumbs')}
        items={[
          {
            label: t('reviews.annual.title'),
            link: { to: '/annual-review/$reviewType', params: { reviewType: 'annual-data' } },
          },
          { label: t('reviews.annual.yearTitle', { year }) },
        ]}
      />
      <header className={styles.reviewPageHeader}>
        <PageTitle>{t('reviews.annual.yearTitle', { year })}</PageTitle>
        <div className={styles.annualYearTools}>
          <YearSelect
            label={t('reviews.years.year')}
            years={years}
            value={year}
            onChange={(chosen) => chosen !== year && open(chosen)}
          />
          <AddYear
            organisationId={data.organisationId}
            options={data.yearOptions}
            years={data.years}
            onAdded={open}
          />
          {answerSet && (
            <HistoryButton
              className={buttonClass('secondary')}
              answerSetId={answerSet.id}
              organisationId={data.organisationId}
              questionSet={questionSet}
            />
          )}
        </div>
        <ProgressBar value={progress(questionSet, answers)} later={savedForLater(questionSet, answers)} />
      </header>
      <SavedSectionNotice />
      {answerSet?.prefilled && <Alert>{t('reviews.prefilled', { year })}</Alert>}
      <div className={styles.sectionGrid} data-columns={gridColumns(sections.length)}>
        {sections.map((section) => {
          const fieldSets = sortBySortOrder(section.subsections).flatMap((subsection) =>
            sortBySortOrder(subsection.fieldSets),
          );
          const link = (fieldSetId: number) =>
            ({
              to: '/annual-review/$reviewType/$year/$sectionSlug/$sectionId/$fieldSetId',
              params: {
                reviewType,
                year: String(year),
                sectionSlug: section.slug,
                sectionId: String(section.id),
                fieldSetId: String(fieldSetId),
              },
            }) as const;
          const first = fieldSets[0];
          return (
            <article key={section.id} className={styles.sectionCard}>
              <h2 className={styles.sectionCardTitle}>
                {first ? <AppLink {...link(first.id)}>{section.title}</AppLink> : section.title}
              </h2>
              <ProgressBar value={progress(section, answers)} later={savedForLater(section, answers)} />
              <ul className={styles.tiles}>
                {fieldSets.map((fieldSet) => (
                  <li key={fieldSet.id}>
                    <FieldSetTile
                      title={fieldSet.title}
                      done={groupState(fieldSet.questions, answers) === 'complete'}
                      link={link(fieldSet.id)}
                    />
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
      <AnnualInsightsPanel organisationId={data.organisationId} year={year} pending={data.insights} />
    </Page>
  );
}
