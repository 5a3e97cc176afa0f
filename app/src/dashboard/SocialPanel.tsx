import { useTranslation } from '../i18n/useTranslation';
import { HASHTAG, HIGHLIGHTS_URL, SOCIAL_NETWORKS } from './links';
import type { PageContent } from './load-dashboard';
import styles from './dashboard.module.css';
import { textLinkClass } from '../ui/button';

/** Highlights of the programme and the foundation's social networks and hashtag (docs/shell.md#screens). */
export function SocialPanel({ highlights }: { highlights: PageContent | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.dashboardColumns}>
      <section className="panel" aria-labelledby="dashboard-highlights-title">
        <h2 id="dashboard-highlights-title" className="panel__title">
          {highlights?.title ?? t('dashboard.highlights')}
        </h2>
        {highlights && (
          // Sanitised by the server (PageContent.html).
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: highlights.html }} />
        )}
        <a className={textLinkClass()} href={HIGHLIGHTS_URL} target="_blank" rel="noopener noreferrer">
          {t('dashboard.highlightsLink')}
          <span className="visually-hidden"> {t('common.newTab')}</span>
        </a>
      </section>
      <section className="panel" aria-labelledby="dashboard-social-title">
        <h2 id="dashboard-social-title" className="panel__title">
          {t('dashboard.followUs')}
        </h2>
        <ul className={styles.socialLinks}>
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network.id}>
              <a className={styles.socialLink} href={network.href} target="_blank" rel="noopener noreferrer">
                {network.label}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a className={styles.hashtagLink} href={HASHTAG.href} target="_blank" rel="noopener noreferrer">
            {HASHTAG.tag}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </a>
        </p>
      </section>
    </div>
  );
}
