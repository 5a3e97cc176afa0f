import { useAtomValue } from 'jotai';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import defaultAvatar from '../assets/default-avatar.svg';
import { activeOrganisationAtom, organisationsAtom, userAtom } from '../session/atoms';
import { ApiImage } from '../ui/ApiImage';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';
import { Logo } from '../ui/Logo';
import { badgeText } from './menu';
import styles from './shell.module.css';
import { iconButtonClass } from '../ui/button';
import { classNames } from '../ui/class-names';

/** Top bar (docs/shell.md#screens): menu button on small screens, logo, organisation, switch club, helpdesk, profile. */
export function TopBar({
  onOpenMenu,
  menuOpen,
  helpdeskBadge,
  programme = false,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  helpdeskBadge: number;
  /** Staff and verifiers reach their programme area from here (docs/certification.md#screens). */
  programme?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const organisation = useAtomValue(activeOrganisationAtom);
  const organisations = useAtomValue(organisationsAtom);
  const badge = badgeText(helpdeskBadge);
  const canSwitch = (organisations?.length ?? 0) > 1;

  return (
    <header className={styles.topBar}>
      <Button
        className={iconButtonClass(styles.topBarMenuButton)}
        onPress={onOpenMenu}
        aria-label={t('layout.openMenu')}
        aria-expanded={menuOpen}
        data-tour="menu-button"
      >
        <Icon name="menu" size={24} />
      </Button>
      <AppLink to="/" className={styles.topBarLogo} aria-label={t('layout.home')}>
        <Logo size={36} wordmarkClassName={styles.topBarWordmark} />
      </AppLink>
      <div className={styles.topBarOrganisation}>
        {organisation && (
          <span className={styles.topBarOrganisationName} data-testid="current-organisation">
            {organisation.name}
          </span>
        )}
        {canSwitch && (
          <AppLink to="/user-profile" state={{ profileTab: 'facilities' }} className={styles.topBarSwitch}>
            <Icon name="switch" size={16} />
            {t(organisation?.type === 'TOURNAMENT' ? 'layout.switchTournament' : 'layout.switchClub')}
          </AppLink>
        )}
      </div>
      <div className={styles.topBarActions}>
        {programme && (
          <AppLink to="/programme" className={classNames(styles.topBarSwitch, styles.topBarProgramme)}>
            {t('programme.shellLink')}
          </AppLink>
        )}
        <AppLink
          to="/helpdesk"
          className={iconButtonClass()}
          data-tour="helpdesk"
          aria-label={badge ? t('layout.helpdeskWithCount', { count: badge }) : t('layout.helpdesk')}
        >
          <Icon name="help" size={24} />
          {badge && (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          )}
        </AppLink>
        <AppLink
          to="/user-profile"
          className={styles.topBarProfile}
          aria-label={t('layout.profile')}
          data-tour="profile"
        >
          <ApiImage
            source={user?.imageId ? { kind: 'profile', id: user.imageId } : null}
            fallback={defaultAvatar}
            alt=""
            className={styles.avatar}
            size={36}
          />
        </AppLink>
      </div>
    </header>
  );
}
