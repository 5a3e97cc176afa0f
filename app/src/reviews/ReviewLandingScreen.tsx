import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { BestPracticeCard } from './BestPracticesScreen';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import type { BestPracticeProgress } from './load-reviews';
import styles from './reviews.module.css';
import { Page, PageTitle } from '../ui/Page';

/** /review/{reviewType} (docs/reviews.md#screens): the review landing of one best practice. */
export function ReviewLandingScreen({ practice }: { practice: BestPracticeProgress }) {
  const { t } = useTranslation();
  return (
    <Page className={styles.reviewPage}>
      <Breadcrumbs
        label={t('reviews.breadcrumbs')}
        items={[
          { label: t('reviews.bestPractices'), link: { to: '/review/best-practice' } },
          { label: practice.title },
        ]}
      />
      <PageTitle>{practice.title}</PageTitle>
      <div className={styles.reviewLanding}>
        <BestPracticeCard practice={practice} />
      </div>
      <ButtonLink to="/review/best-practice" variant="quiet">
        {t('reviews.allBestPractices')}
      </ButtonLink>
    </Page>
  );
}
