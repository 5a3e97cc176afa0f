import { useMatchRoute } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';
import type { MenuEntry } from './menu';
import styles from './shell.module.css';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

/** The side menu's links; the current page is marked for sighted and screen-reader users alike. */
export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  return (
    <ul className={styles.sideMenuList}>
      {entries.map((entry) => (
        <MenuItem key={entry.id} entry={entry} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function MenuItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const matchRoute = useMatchRoute();
  const isAt = (item: MenuEntry) => matchRoute(item.link) !== false;
  const label = entry.literal ? entry.label : t(entry.label);
  const current = isAt(entry);
  const active = current || (entry.children ?? []).some(isAt);
  return (
    <li data-tour={`menu-${entry.id}`}>
      <AppLink
        {...entry.link}
        className={active ? `${styles.sideMenuLink} ${styles.sideMenuLinkActive}` : styles.sideMenuLink}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {entry.icon && <Icon name={entry.icon} className={styles.sideMenuIcon} />}
        <span>{label}</span>
      </AppLink>
      {entry.children && entry.children.length > 0 && (
        <ul className={styles.sideMenuSublist} aria-label={label}>
          {entry.children.map((child) => (
            <li key={child.id}>
              <AppLink
                {...child.link}
                className={
                  isAt(child)
                    ? `${styles.sideMenuSublink} ${styles.sideMenuSublinkActive}`
                    : styles.sideMenuSublink
                }
                aria-current={isAt(child) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {child.icon && <Icon name={child.icon} size={18} />}
                <span>{child.literal ? child.label : t(child.label)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
