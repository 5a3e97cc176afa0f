import { useTranslation } from '../i18n/useTranslation';
import { HASHTAG, HIGHLIGHTS_URL, SOCIAL_NETWORKS } from './links';
import type { PageContent } from './load-dashboard';
import styles from './dashboard.module.css';
import { textLinkClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';

/** Highlights of the programme and the foundation's social networks and hashtag (docs/shell.md#screens). */
export function SocialPanel({ highlights }: { highlights: PageContent | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.dashboardColumns}>
      <Panel className={styles.dashboardColumn} aria-labelledby="dashboard-highlights-title">
        <PanelTitle id="dashboard-highlights-title">
          {highlights?.title ?? t('dashboard.highlights')}
        </PanelTitle>
        {highlights && (
          // Sanitised by the server (PageContent.html).
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: highlights.html }} />
        )}
        <a className={textLinkClass()} href={HIGHLIGHTS_URL} target="_blank" rel="noopener noreferrer">
          {t('dashboard.highlightsLink')}
          <span className="visually-hidden"> {t('common.newTab')}</span>
        </a>
      </Panel>
      <Panel className={styles.dashboardColumn} aria-labelledby="dashboard-social-title">
        <PanelTitle id="dashboard-social-title">{t('dashboard.followUs')}</PanelTitle>
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
      </Panel>
    </div>
  );
}
