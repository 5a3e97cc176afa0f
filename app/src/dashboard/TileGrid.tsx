import { Link } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { PublicImage } from '../ui/PublicImage';
import defaultOrganisation from '../assets/default-organisation.svg';
import type { Tile } from './load-dashboard';
import { isExternalLink, linkTarget } from './links';
import styles from './dashboard.module.css';

/**
 * The dashboard's configurable tiles (docs/shell.md#screens, docs/shell.md#what-is-stored: name, title, description, link, image); the
 * whole tile is the link, internal links stay in the app, external ones open a new tab.
 */
export function TileGrid({ tiles }: { tiles: readonly Tile[] }) {
  const { t } = useTranslation();
  if (tiles.length === 0) return null;
  return (
    <section className={styles.dashboardSection} aria-labelledby="dashboard-tiles-title" data-tour="tiles">
      <h2 id="dashboard-tiles-title" className={styles.dashboardHeading}>
        {t('dashboard.tilesTitle')}
      </h2>
      <ul className={styles.tileGrid}>
        {tiles.map((tile) => (
          <li key={tile.id} className={styles.tile}>
            <Link href={tile.link} className={styles.tileLink} {...linkTarget(tile.link)}>
              <span className={styles.tileImage} aria-hidden="true">
                {tile.imageRecord ? (
                  <PublicImage
                    src={`/api/content/image/${tile.imageRecord.id}`}
                    fallback={defaultOrganisation}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.tileInitial}>{tile.title.slice(0, 1)}</span>
                )}
              </span>
              <span className={styles.tileBody}>
                <span className={styles.tileTitle}>
                  {tile.title}
                  {isExternalLink(tile.link) && (
                    <span className="visually-hidden"> {t('common.newTab')}</span>
                  )}
                </span>
                <span className={styles.tileDescription}>{tile.description}</span>
                <span className={styles.tileMore} aria-hidden="true">
                  {t('dashboard.open')}
                  <Icon name="chevron" size={16} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
