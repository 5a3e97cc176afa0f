import {
  groupState,
  progress,
  savedForLater,
  sortBySortOrder,
  type AnswerMap,
  type Section,
} from '@oncourse/engine';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type Key } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { FieldSetTile } from './FieldSetTile';
import type { Category } from './load-reviews';
import { ProgressBar } from '../ui/Progress';
import { reviewTone } from './review-types';
import { SavedSectionNotice } from './SavedSectionNotice';
import styles from './reviews.module.css';
import { toneClass } from './tone-class';
import { Page, PageTitle } from '../ui/Page';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';

const NO_ANSWERS: AnswerMap = {};

/** 4 sections fill a row of 4; any other number is laid out 3 to a row (docs/reviews.md#screens). */
export function gridColumns(sections: number): 3 | 4 {
  return sections === 4 ? 4 : 3;
}

function SectionCard({
  section,
  answers,
  reviewType,
  practiceSlug,
}: {
  section: Section;
  answers: AnswerMap;
  reviewType: string;
  practiceSlug: string;
}) {
  const link = {
    to: '/review/$reviewType/$practiceSlug/$sectionSlug/$sectionId',
    params: { reviewType, practiceSlug, sectionSlug: section.slug, sectionId: String(section.id) },
  } as const;
  return (
    <article className={styles.sectionCard}>
      <h3 className={styles.sectionCardTitle}>
        <AppLink {...link}>{section.title}</AppLink>
      </h3>
      <ProgressBar value={progress(section, answers)} later={savedForLater(section, answers)} />
      {sortBySortOrder(section.subsections).map((subsection) => (
        <div key={subsection.id}>
          <h4 className={styles.sectionCardSubtitle}>{subsection.title}</h4>
          <ul className={styles.tiles}>
            {sortBySortOrder(subsection.fieldSets).map((fieldSet) => {
              const done = groupState(fieldSet.questions, answers) === 'complete';
              return (
                <li key={fieldSet.id}>
                  <FieldSetTile
                    title={fieldSet.title}
                    done={done}
                    link={{ ...link, hash: `fieldset-${fieldSet.id}` }}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </article>
  );
}

/**
 * /review/{reviewType}/summary (docs/reviews.md#screens): one tab per category following the URL hash; each
 * shows its sections with subsections and field-set tiles, ticked when every question is complete.
 */
export function SummaryScreen({
  categories,
  reviewType,
}: {
  categories: readonly Category[];
  reviewType: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hash = useLocation({ select: (location) => location.hash });
  const slugs = categories.map(({ questionSet }) => questionSet.slug);
  const fallback = slugs.includes(reviewType) ? reviewType : (slugs[0] ?? '');
  const selected = slugs.includes(hash) ? hash : fallback;

  const select = (key: Key) => {
    void navigate({ to: '.', hash: String(key), replace: true, resetScroll: false });
  };

  return (
    <Page className={`${styles.reviewPage} ${toneClass(reviewTone(selected))}`}>
      <Breadcrumbs
        label={t('reviews.breadcrumbs')}
        items={[
          { label: t('reviews.bestPractices'), link: { to: '/review/best-practice' } },
          { label: t('reviews.summary.title') },
        ]}
      />
      <PageTitle>{t('reviews.summary.title')}</PageTitle>
      <SavedSectionNotice />
      {categories.length === 0 ? (
        <p className="muted">{t('reviews.none')}</p>
      ) : (
        <Tabs selectedKey={selected} onSelectionChange={select}>
          <TabList aria-label={t('reviews.summary.categories')} className={styles.reviewTabs}>
            {categories.map(({ questionSet }) => (
              <Tab key={questionSet.slug} id={questionSet.slug} className={styles.reviewTab}>
                {questionSet.title}
              </Tab>
            ))}
          </TabList>
          {categories.map(({ questionSet, answerSet }) => {
            const answers = answerSet?.answers ?? NO_ANSWERS;
            const sections = sortBySortOrder(questionSet.sections).filter((section) => section.active);
            return (
              <TabPanel key={questionSet.slug} id={questionSet.slug}>
                <div className={styles.categoryHeader}>
                  <h2 className={styles.categoryHeaderTitle}>{questionSet.title}</h2>
                  <ProgressBar
                    className={styles.categoryProgress}
                    value={progress(questionSet, answers)}
                    later={savedForLater(questionSet, answers)}
                  />
                </div>
                <div className={styles.sectionGrid} data-columns={gridColumns(sections.length)}>
                  {sections.map((section) => (
                    <SectionCard
                      key={section.id}
                      section={section}
                      answers={answers}
                      reviewType={reviewType}
                      practiceSlug={questionSet.slug}
                    />
                  ))}
                </div>
              </TabPanel>
            );
          })}
        </Tabs>
      )}
    </Page>
  );
}
