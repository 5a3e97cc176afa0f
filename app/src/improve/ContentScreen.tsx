import { useTranslation } from '../i18n/useTranslation';
import defaultOrganisation from '../assets/default-organisation.svg';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { AppLink } from '../ui/links';
import { PublicImage } from '../ui/PublicImage';
import { Downloads } from './Downloads';
import type { ContentPage } from './load-section';
import styles from './improve.module.css';
import { textLinkClass } from '../ui/button';
import { Page, PageLead, PageTitle } from '../ui/Page';
import { Panel, PanelTitle } from '../ui/Panel';

/** `/section/{sectionSlug}/{contentSlug}` (docs/improve.md#screens): one content page in full, with its downloads. */
export function ContentScreen({ data }: { data: ContentPage }) {
  const { t } = useTranslation();
  const { section, content } = data;
  const others = section.contentData.filter((link) => link.slug !== content.slug);
  return (
    <Page>
      <Breadcrumbs
        label={t('improve.breadcrumbs')}
        items={[
          {
            label: section.name,
            link: { to: '/section/$sectionSlug', params: { sectionSlug: section.slug } },
          },
          { label: content.title },
        ]}
      />
      <article className={styles.contentPage}>
        <PageTitle>{content.title}</PageTitle>
        {content.teaser && <PageLead>{content.teaser}</PageLead>}
        {content.imageRecord && (
          <PublicImage
            className={styles.contentPageImage}
            src={`/api/content/image/${content.imageRecord.id}`}
            fallback={defaultOrganisation}
            alt=""
          />
        )}
        {content.contentData.map((panel) => (
          <section key={panel.id} className={styles.contentPanel}>
            {panel.title && <h2 className={styles.contentPanelTitle}>{panel.title}</h2>}
            {/* Sanitised by the server (ContentPanel.html). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: panel.html }} />
          </section>
        ))}
        <Downloads documents={content.documents} />
      </article>
      {others.length > 0 && (
        <Panel as="nav" className={styles.contentMore} aria-labelledby="content-more-title">
          <PanelTitle id="content-more-title">{t('improve.moreIn', { section: section.name })}</PanelTitle>
          <ul>
            {others.map((link) => (
              <li key={link.slug}>
                <AppLink
                  to="/section/$sectionSlug/$contentSlug"
                  params={{ sectionSlug: section.slug, contentSlug: link.slug }}
                  className={textLinkClass()}
                >
                  {link.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </Page>
  );
}
