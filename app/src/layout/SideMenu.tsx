import { useLocation } from '@tanstack/react-router';
import { Link } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from './icons';
import type { MenuEntry } from './menu';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

/** The side menu's links; the current page is marked for sighted and screen-reader users alike. */
export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ul className="side-menu__list">
      {entries.map((entry) => (
        <MenuItem key={entry.id} entry={entry} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function isCurrent(entry: MenuEntry, pathname: string): boolean {
  return entry.href === pathname || (entry.children ?? []).some((child) => child.href === pathname);
}

function MenuItem({
  entry,
  pathname,
  onNavigate,
}: {
  entry: MenuEntry;
  pathname: string;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const label = entry.literal ? entry.label : t(entry.label);
  const current = entry.href === pathname;
  return (
    <li className="side-menu__item">
      <Link
        href={entry.href}
        className={`side-menu__link${isCurrent(entry, pathname) ? ' side-menu__link--active' : ''}`}
        aria-current={current ? 'page' : undefined}
        onPress={onNavigate}
      >
        {entry.icon && <Icon name={entry.icon} />}
        <span>{label}</span>
      </Link>
      {entry.children && entry.children.length > 0 && (
        <ul className="side-menu__sublist" aria-label={label}>
          {entry.children.map((child) => (
            <li key={child.id}>
              <Link
                href={child.href}
                className={`side-menu__sublink${child.href === pathname ? ' side-menu__sublink--active' : ''}`}
                aria-current={child.href === pathname ? 'page' : undefined}
                onPress={onNavigate}
              >
                {child.icon && <Icon name={child.icon} size={18} />}
                <span>{child.literal ? child.label : t(child.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
