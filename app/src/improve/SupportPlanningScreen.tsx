import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ContentCard } from './ContentCard';
import { ImproveTiles } from './ImproveTiles';
import styles from './improve.module.css';
import { Page, PageLead, PageTitle } from '../ui/Page';
import { Panel, PanelTitle } from '../ui/Panel';
import type { ContentSection, SectionPage } from './load-section';

/**
 * `/section/{sectionSlug}/support-planning` (docs/improve.md#screens): planning support for the section being read,
 * with the support-planning content and the way to ask the team (the helpdesk).
 */
export function SupportPlanningScreen({ data }: { data: SectionPage & { from: ContentSection } }) {
  const { t } = useTranslation();
  const { section, sections, content, from } = data;
  return (
    <Page>
      <Breadcrumbs
        label={t('improve.breadcrumbs')}
        items={[
          { label: from.name, link: { to: '/section/$sectionSlug', params: { sectionSlug: from.slug } } },
          { label: t('improve.supportPlanning.title') },
        ]}
      />
      <PageTitle>{t('improve.supportPlanning.title')}</PageTitle>
      <PageLead>{t('improve.supportPlanning.lead', { section: from.name })}</PageLead>
      <ImproveTiles sections={sections} current={from} active="supportPlanning" />
      <div className={styles.contentList}>
        {content.map((item) => (
          <ContentCard key={item.id} section={section} content={item} />
        ))}
      </div>
      <Panel className={styles.supportCta} aria-labelledby="support-cta-title">
        <PanelTitle id="support-cta-title">{t('improve.supportPlanning.askTitle')}</PanelTitle>
        <p>{t('improve.supportPlanning.askText')}</p>
        <ButtonLink to="/helpdesk">{t('improve.supportPlanning.ask')}</ButtonLink>
      </Panel>
    </Page>
  );
}
