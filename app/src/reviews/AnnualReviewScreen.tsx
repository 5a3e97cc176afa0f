import { formatPercent } from '@oncourse/engine';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom } from '../session/atoms';
import { ButtonLink } from '../ui/ButtonLink';
import { AddYear } from './AddYearDialog';
import { reviewTypeOf } from './BestPracticesScreen';
import type { AnnualReviewData } from './load-reviews';
import { ProgressRing } from '../ui/Progress';
import { ReviewIcon } from './ReviewIcon';
import { reviewTone } from './review-types';
import styles from './reviews.module.css';
import { toneClass } from './tone-class';
import { Page, PageTitle } from '../ui/Page';
import { Panel, PanelHeader, PanelTitle } from '../ui/Panel';

/**
 * /annual-review/{reviewType}, "Annual data" in the menu (docs/annual-data.md#screens): the years first, one card
 * each with its progress, and an add-a-year dialog that opens the year it added; beside them a card
 * per best practice (title, icon, percentage; Start when untouched, Continue, Edit at 100 %).
 */
export function AnnualReviewScreen({ data, reviewType }: { data: AnnualReviewData; reviewType: string }) {
  const { t, locale } = useTranslation();
  const organisation = useAtomValue(activeOrganisationAtom);
  const navigate = useNavigate();
  // A tournament has no best practices: its annual data is the whole page.
  const practices = data.bestPractices.length > 0;
  const openYear = (year: number) =>
    void navigate({ to: '/annual-review/$reviewType/$year', params: { reviewType, year: String(year) } });
  return (
    <Page className={styles.reviewPage}>
      <PageTitle>{t('reviews.annual.title')}</PageTitle>
      <div
        className={
          practices
            ? styles.annualReviewLayout
            : `${styles.annualReviewLayout} ${styles.annualReviewLayoutDataOnly}`
        }
      >
        {/* The years come first: this is the page the menu calls "Annual data". */}
        <Panel id="annual-data" aria-labelledby="annual-data-title">
          <PanelHeader>
            <PanelTitle id="annual-data-title">{t('reviews.annual.dataTitle')}</PanelTitle>
            {organisation && (
              <AddYear
                organisationId={organisation.id}
                options={data.yearOptions}
                years={data.years}
                onAdded={openYear}
              />
            )}
          </PanelHeader>
          {data.years.length === 0 ? (
            <p className="muted">{t('reviews.years.none')}</p>
          ) : (
            <ul className={styles.yearCards}>
              {data.years.map((year) => (
                <li key={year.year}>
                  <ButtonLink
                    to="/annual-review/$reviewType/$year"
                    params={{ reviewType, year: String(year.year) }}
                    variant="quiet"
                    className={styles.yearCard}
                  >
                    <ProgressRing
                      value={year.progress}
                      size={56}
                      label={t('reviews.progress.percent', { value: formatPercent(year.progress, locale) })}
                    />
                    <span className={styles.yearCardYear}>{year.year}</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {practices && (
          <section aria-labelledby="annual-practices">
            <h2 id="annual-practices" className={styles.annualReviewPracticesTitle}>
              {t('reviews.bestPractices')}
            </h2>
            <ul className={styles.annualCards}>
              {data.bestPractices.map((practice) => {
                const action =
                  practice.progress >= 100
                    ? 'reviews.annual.edit'
                    : practice.progress > 0
                      ? 'reviews.annual.continue'
                      : 'reviews.annual.start';
                return (
                  <li
                    key={practice.questionSetId}
                    className={`${styles.annualCard} ${toneClass(reviewTone(reviewTypeOf(practice)))}`}
                  >
                    <ReviewIcon iconId={practice.iconId} size={40} />
                    <h3 className={styles.annualCardTitle}>{practice.title}</h3>
                    <ProgressRing
                      value={practice.progress}
                      size={56}
                      label={t('reviews.progress.percent', {
                        value: formatPercent(practice.progress, locale),
                      })}
                    />
                    <ButtonLink
                      to="/review/$reviewType/summary"
                      params={{ reviewType: 'best-practice' }}
                      hash={practice.slug}
                      variant={practice.progress >= 100 ? 'secondary' : 'primary'}
                      aria-label={`${t(action)}: ${practice.title}`}
                    >
                      {t(action)}
                    </ButtonLink>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </Page>
  );
}
