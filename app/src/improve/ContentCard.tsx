import { useTranslation } from '../i18n/useTranslation';
import defaultOrganisation from '../assets/default-organisation.svg';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';
import { PublicImage } from '../ui/PublicImage';
import { Downloads } from './Downloads';
import { ExpandableText } from './ExpandableText';
import type { Content, ContentSection } from './load-section';
import styles from './improve.module.css';
import { textLinkClass } from '../ui/button';

/** One content item in a section's list: image, title, teaser, its text (expandable) and downloads. */
export function ContentCard({ section, content }: { section: ContentSection; content: Content }) {
  const { t } = useTranslation();
  const headingId = `content-${content.id}`;
  return (
    <article className={styles.contentCard} aria-labelledby={headingId}>
      {content.imageRecord && (
        <PublicImage
          className={styles.contentCardImage}
          src={`/api/content/image/${content.imageRecord.id}`}
          fallback={defaultOrganisation}
          alt=""
          loading="lazy"
        />
      )}
      <div className={styles.contentCardBody}>
        <h2 id={headingId} className={styles.contentCardTitle}>
          {content.title}
        </h2>
        {content.teaser && <p className={styles.contentCardTeaser}>{content.teaser}</p>}
        {content.contentData.map((panel) => (
          <div key={panel.id} className={styles.contentPanel}>
            {panel.title && <h3 className={styles.contentPanelTitle}>{panel.title}</h3>}
            <ExpandableText html={panel.html} />
          </div>
        ))}
        <Downloads documents={content.documents} />
        <AppLink
          to="/section/$sectionSlug/$contentSlug"
          params={{ sectionSlug: section.slug, contentSlug: content.slug }}
          className={textLinkClass(styles.contentCardMore)}
        >
          {t('improve.readPage')}
          <span className="visually-hidden">: {content.title}</span>
          <Icon name="chevron" size={16} />
        </AppLink>
      </div>
    </article>
  );
}
