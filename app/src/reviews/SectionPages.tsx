import { useNavigate, type LinkOptions } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { SectionFootprintPanel } from '../insights';
import { AppLink } from '../ui/links';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import type { SectionPageData } from './load-reviews';
import { reviewTone } from './review-types';
import { SectionScreen } from './SectionScreen';
import styles from './reviews.module.css';

function BackLink({ children, link }: { children: string; link: LinkOptions }) {
  return (
    <AppLink {...link} className={styles.backLink}>
      <span aria-hidden="true">‹</span>
      {children}
    </AppLink>
  );
}

interface BestPracticeSectionPageProps {
  data: SectionPageData;
  reviewType: string;
  hash: string;
}

/**
 * The best-practice detail page (docs/reviews.md#screens): back link and breadcrumbs to /review/best-practice
 * and /review/{reviewType}/summary#{practiceSlug}; done leads back to that summary tab.
 */
export function BestPracticeSectionPage({ data, reviewType, hash }: BestPracticeSectionPageProps) {
  const { t } = useTranslation();
  const { section } = data;
  const navigate = useNavigate();
  const practiceSlug = data.questionSet.slug;
  const summary = { to: '/review/$reviewType/summary', params: { reviewType }, hash: practiceSlug } as const;
  return (
    <SectionScreen
      key={`${data.questionSet.id}/${section.id}`}
      data={data}
      section={section}
      tone={reviewTone(data.questionSet.reviewType ?? practiceSlug)}
      scrollTo={hash || undefined}
      onDone={(mode, later) =>
        void navigate({ ...summary, state: { savedSection: { title: section.title, mode, later } } })
      }
      header={
        <>
          <BackLink link={summary}>{t('reviews.backTo', { title: data.questionSet.title })}</BackLink>
          <Breadcrumbs
            label={t('reviews.breadcrumbs')}
            items={[
              { label: t('reviews.bestPractices'), link: { to: '/review/best-practice' } },
              { label: data.questionSet.title, link: summary },
              { label: section.title },
            ]}
          />
        </>
      }
    />
  );
}

interface AnnualSectionPageProps {
  data: SectionPageData & { year: number };
  reviewType: string;
  /** The URL's last segment: the field set to open (an anchor's id is taken as it is). */
  fieldSetId: string;
  /** The URL's hash: a question to open at (`question-<id>`), before the field set. */
  hash?: string;
}

/**
 * The sections whose answers the footprint comes from most (energy and fuel) or as a group of its own
 * (travel): their pages show the footprint below them (docs/carbon-method.md).
 */
const FOOTPRINT_SECTIONS: ReadonlySet<string> = new Set(['energy-and-fuel', 'travel']);

/**
 * An annual data section (docs/reviews.md#screens): breadcrumbs back to /annual-review/annual-data and the
 * year; the energy and fuel and the travel sections show the year's footprint, following the answers as they are typed.
 */
export function AnnualSectionPage({ data, reviewType, fieldSetId, hash }: AnnualSectionPageProps) {
  const { t } = useTranslation();
  const { section, year } = data;
  const navigate = useNavigate();
  const yearPage = {
    to: '/annual-review/$reviewType/$year',
    params: { reviewType, year: String(year) },
  } as const;
  return (
    <SectionScreen
      key={`${data.questionSet.id}/${year}/${section.id}`}
      data={data}
      section={section}
      tone="theme"
      scrollTo={hash || (/^\d+$/.test(fieldSetId) ? `fieldset-${fieldSetId}` : fieldSetId || undefined)}
      onDone={(mode, later) =>
        void navigate({ ...yearPage, state: { savedSection: { title: section.title, mode, later } } })
      }
      afterQuestions={
        FOOTPRINT_SECTIONS.has(section.slug)
          ? (savedAt, typed) => (
              <SectionFootprintPanel
                organisationId={data.organisationId}
                year={year}
                savedAt={savedAt}
                live={{ ...typed, questionSet: data.questionSet }}
              />
            )
          : undefined
      }
      header={
        <>
          <BackLink link={yearPage}>
            {t('reviews.backTo', { title: t('reviews.annual.yearTitle', { year }) })}
          </BackLink>
          <Breadcrumbs
            label={t('reviews.breadcrumbs')}
            items={[
              {
                label: t('reviews.annual.title'),
                link: { to: '/annual-review/$reviewType', params: { reviewType: 'annual-data' } },
              },
              { label: t('reviews.annual.yearTitle', { year }), link: yearPage },
              { label: section.title },
            ]}
          />
        </>
      }
    />
  );
}
