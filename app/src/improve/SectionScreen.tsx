import { useTranslation } from '../i18n/useTranslation';
import { ContentCard } from './ContentCard';
import { ImproveTiles } from './ImproveTiles';
import { IMPROVE_SLUGS, type SectionPage } from './load-section';
import styles from './improve.module.css';
import { Page, PageTitle } from '../ui/Page';
import { Eyebrow } from '../ui/Eyebrow';

/** Which improve area a section is, for marking its tile. */
function areaOf(slug: string) {
  if (slug === IMPROVE_SLUGS.reports) return 'reports' as const;
  if (slug === IMPROVE_SLUGS.supportPlanning) return 'supportPlanning' as const;
  return null;
}

/** `/section/{sectionSlug}` (docs/improve.md#screens): the improve tiles and the section's content with downloads. */
export function SectionScreen({ data }: { data: SectionPage }) {
  const { t } = useTranslation();
  const { section, sections, content } = data;
  return (
    <Page>
      <Eyebrow>{t('menu.improve')}</Eyebrow>
      <PageTitle>{section.name}</PageTitle>
      <ImproveTiles sections={sections} current={section} active={areaOf(section.slug)} />
      {content.length === 0 ? (
        <p className="muted">{t('improve.empty')}</p>
      ) : (
        <div className={styles.contentList}>
          {content.map((item) => (
            <ContentCard key={item.id} section={section} content={item} />
          ))}
        </div>
      )}
    </Page>
  );
}
