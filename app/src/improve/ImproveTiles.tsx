import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { Icon, type IconName } from '../ui/icons';
import { AppLink } from '../ui/links';
import { findSection, IMPROVE_SLUGS, type ContentSection } from './load-section';
import styles from './improve.module.css';

interface ImproveTilesProps {
  sections: readonly ContentSection[];
  /** The section the page belongs to: support planning is planned for it. */
  current: ContentSection;
  /** Which area's page is showing, marked as the current page (recognition's is the certification page). */
  active: 'reports' | 'supportPlanning' | null;
}

/**
 * The improve tiles (docs/improve.md#screens): reports, recognition and support planning. Each shows only when
 * the organisation has that area; recognition opens the certification page, support planning is planned from
 * the section being read.
 */
export function ImproveTiles({ sections, current, active }: ImproveTilesProps) {
  const { t } = useTranslation();
  const areas: {
    id: 'reports' | 'recognition' | 'supportPlanning';
    icon: IconName;
    link: LinkOptions | null;
  }[] = [
    {
      id: 'reports',
      icon: 'documents',
      link: findSection(sections, IMPROVE_SLUGS.reports)
        ? linkOptions({ to: '/section/$sectionSlug', params: { sectionSlug: IMPROVE_SLUGS.reports } })
        : null,
    },
    {
      id: 'recognition',
      icon: 'start',
      // Recognition is certification: the tile leads to the club's certification page (docs/certification.md#screens).
      link: findSection(sections, IMPROVE_SLUGS.recognition) ? linkOptions({ to: '/certification' }) : null,
    },
    {
      id: 'supportPlanning',
      icon: 'join',
      link: findSection(sections, IMPROVE_SLUGS.supportPlanning)
        ? linkOptions({ to: '/section/$sectionSlug/support-planning', params: { sectionSlug: current.slug } })
        : null,
    },
  ];
  const shown = areas.flatMap((area) => (area.link ? [{ ...area, link: area.link }] : []));
  if (shown.length === 0) return null;
  return (
    <nav className={styles.improveTiles} aria-label={t('improve.areas')}>
      <ul>
        {shown.map((area) => (
          <li key={area.id}>
            <AppLink
              {...area.link}
              className={
                active === area.id ? `${styles.improveTile} ${styles.improveTileActive}` : styles.improveTile
              }
              aria-current={active === area.id ? 'page' : undefined}
            >
              <span className={styles.improveTileIcon} aria-hidden="true">
                <Icon name={area.icon} size={22} />
              </span>
              <span className={styles.improveTileTitle}>{t(`improve.${area.id}.title`)}</span>
              <span className={styles.improveTileText}>{t(`improve.${area.id}.text`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
