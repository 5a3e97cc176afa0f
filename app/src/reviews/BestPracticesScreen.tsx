import { formatPercent } from '@oncourse/engine';
import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { AppLink } from '../ui/links';
import type { BestPracticeProgress } from './load-reviews';
import { ProgressBar, ProgressRing } from '../ui/Progress';
import { ReviewIcon } from './ReviewIcon';
import { reviewTone } from './review-types';
import styles from './reviews.module.css';
import { toneClass } from './tone-class';
import { Page, PageLead, PageTitle } from '../ui/Page';

/** The review type a best practice's pages use in their URLs (its own, else its slug). */
export function reviewTypeOf(practice: Pick<BestPracticeProgress, 'reviewType' | 'slug'>): string {
  return practice.reviewType ?? practice.slug;
}

/** One best practice: icon, title, progress, its sections, and the way into its summary tab. */
export function BestPracticeCard({ practice }: { practice: BestPracticeProgress }) {
  const { t, locale } = useTranslation();
  const reviewType = reviewTypeOf(practice);
  return (
    <article className={`${styles.practiceCard} ${toneClass(reviewTone(reviewType))}`}>
      <div className={styles.practiceCardHead}>
        <ReviewIcon iconId={practice.iconId} />
        <h2 className={styles.practiceCardTitle}>
          <AppLink to="/review/$reviewType" params={{ reviewType }}>
            {practice.title}
          </AppLink>
        </h2>
        <ProgressRing
          value={practice.progress}
          label={t('reviews.progress.percent', { value: formatPercent(practice.progress, locale) })}
        />
      </div>
      <ul className={styles.practiceCardSections}>
        {practice.sections.map((section) => (
          <li key={section.sectionId}>
            <AppLink
              to="/review/$reviewType/$practiceSlug/$sectionSlug/$sectionId"
              params={{
                reviewType: 'best-practice',
                practiceSlug: practice.slug,
                sectionSlug: section.slug,
                sectionId: String(section.sectionId),
              }}
            >
              {section.title}
            </AppLink>
            <ProgressBar value={section.progress} className={styles.practiceProgress} />
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/review/$reviewType/summary"
        params={{ reviewType: 'best-practice' }}
        hash={practice.slug}
        variant="secondary"
        className={styles.practiceCardSummary}
      >
        {t('reviews.openSummary')}
      </ButtonLink>
    </article>
  );
}

/** /review/best-practice (docs/reviews.md#screens): every best practice with its progress. */
export function BestPracticesScreen({ practices }: { practices: readonly BestPracticeProgress[] }) {
  const { t } = useTranslation();
  return (
    <Page className={styles.reviewPage}>
      <PageTitle>{t('reviews.bestPractices')}</PageTitle>
      <PageLead>{t('reviews.bestPracticesLead')}</PageLead>
      {practices.length === 0 ? (
        <p className="muted">{t('reviews.none')}</p>
      ) : (
        <div className={styles.practiceGrid}>
          {practices.map((practice) => (
            <BestPracticeCard key={practice.questionSetId} practice={practice} />
          ))}
        </div>
      )}
    </Page>
  );
}
