import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom } from '../session/atoms';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';
import { MaintenanceBanner } from './MaintenanceBanner';
import { buildMenu } from './menu';
import { NO_SHELL_DATA, shellKey, type ShellData } from './shell-data';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * The signed-in shell (spec 000 §2): top bar, side menu that becomes a drawer below the medium
 * breakpoint, the page, and the terms link in the footer.
 */
export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { t, language } = useTranslation();
  const router = useRouter();
  const { sections, helpdeskBadge, key } = data;
  const organisation = useAtomValue(activeOrganisationAtom);
  const entries = buildMenu(organisation, sections);
  // Data loaded for another language or organisation (a switch, a saved setting) is reloaded.
  const current = shellKey(language, organisation?.id);
  useEffect(() => {
    // Only the route whose loader gave this data (the signed-in layout, or the terms page).
    if (key !== current && key !== NO_SHELL_DATA)
      void router.invalidate({ filter: (match) => match.loaderData === data });
  }, [key, current, router]);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <MaintenanceBanner />
      <TopBar onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} helpdeskBadge={helpdeskBadge} />
      <div className="app-shell__body">
        <nav className="side-menu" aria-label={t('layout.mainMenu')}>
          <SideMenu entries={entries} />
        </nav>
        <div className="app-shell__content">
          <main id="main" className="app-shell__main" tabIndex={-1}>
            {children}
          </main>
          <footer className="app-footer">
            <AppLink to="/terms-and-conditions">{t('layout.terms')}</AppLink>
            <span aria-hidden="true">·</span>
            <span>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
          </footer>
        </div>
      </div>
      <ModalOverlay isOpen={menuOpen} onOpenChange={setMenuOpen} isDismissable className="drawer-overlay">
        <Modal className="drawer">
          <Dialog className="drawer__dialog" aria-label={t('layout.mainMenu')}>
            <div className="drawer__header">
              <span className="drawer__title">{t('layout.mainMenu')}</span>
              <Button
                className="icon-button"
                onPress={() => setMenuOpen(false)}
                aria-label={t('layout.closeMenu')}
              >
                <Icon name="close" />
              </Button>
            </div>
            <nav aria-label={t('layout.mainMenu')}>
              <SideMenu entries={entries} onNavigate={() => setMenuOpen(false)} />
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
