import { Link } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { PublicImage } from '../ui/PublicImage';
import defaultOrganisation from '../assets/default-organisation.svg';
import type { Tile } from './load-dashboard';
import { isExternalLink, linkTarget } from './links';

/**
 * The dashboard's configurable tiles (docs/shell.md#screens, docs/shell.md#what-is-stored: name, title, description, link, image); the
 * whole tile is the link, internal links stay in the app, external ones open a new tab.
 */
export function TileGrid({ tiles }: { tiles: readonly Tile[] }) {
  const { t } = useTranslation();
  if (tiles.length === 0) return null;
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-tiles-title" data-tour="tiles">
      <h2 id="dashboard-tiles-title" className="dashboard__heading">
        {t('dashboard.tilesTitle')}
      </h2>
      <ul className="tile-grid">
        {tiles.map((tile) => (
          <li key={tile.id} className={`tile tile--${tile.name}`}>
            <Link href={tile.link} className="tile__link" {...linkTarget(tile.link)}>
              <span className="tile__image" aria-hidden="true">
                {tile.imageRecord ? (
                  <PublicImage
                    src={`/api/content/image/${tile.imageRecord.id}`}
                    fallback={defaultOrganisation}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className="tile__initial">{tile.title.slice(0, 1)}</span>
                )}
              </span>
              <span className="tile__body">
                <span className="tile__title">
                  {tile.title}
                  {isExternalLink(tile.link) && (
                    <span className="visually-hidden"> {t('common.newTab')}</span>
                  )}
                </span>
                <span className="tile__description">{tile.description}</span>
                <span className="tile__more" aria-hidden="true">
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
