import { useAtomValue } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  Modal,
  ModalOverlay,
  RouterProvider as AriaRouterProvider,
} from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom } from '../session/atoms';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';
import { LogoStrip } from './LogoStrip';
import { MaintenanceBanner } from './MaintenanceBanner';
import { OfflineLine } from '../offline/OfflineLine';
import { UpdateBanner } from '../offline/UpdateBanner';
import { prefetchWhenIdle } from './prefetch-when-idle';
import { useOutboxSending } from '../reviews/outbox-sending';
import { useServices } from '../services';
import { keepSectionsWhenIdle } from './keep-sections';
import { buildMenu } from './menu';
import type { ShellData } from './load-shell';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import styles from './shell.module.css';
import { iconButtonClass } from '../ui/button';
import { SkipLink } from '../ui/SkipLink';
import { LocaleProvider } from '../i18n/LocaleProvider';

const InsideShell = createContext(false);

/** Whether a page is rendered inside the signed-in shell already (the not-found page may be either). */
export const useInsideShell = () => useContext(InsideShell);

/**
 * The signed-in shell (docs/shell.md#screens): top bar, side menu that becomes a drawer below the medium
 * breakpoint, the page, the partner logos under the menu, and the footer logos and terms link.
 */
export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { t } = useTranslation();
  const { sections, reviewLinks, helpdeskBadge, partnerLogos, footerLogos } = data;
  const organisation = useAtomValue(activeOrganisationAtom);
  const entries = buildMenu(organisation, sections, reviewLinks);
  // Data loaded for another language or organisation (a switch, a saved setting) is reloaded.
  // The maintenance page must show when the server is gone, when its code can no longer be fetched.
  const router = useRouter();
  useEffect(() => {
    // Fetched ahead of need; if the server is gone before it came, the browser's own offline page shows.
    void router.preloadRoute({ to: '/error' }).catch(() => undefined);
  }, [router]);
  // The forms' shared code, once this page is drawn and the browser is idle (prefetch-when-idle.ts).
  useEffect(() => prefetchWhenIdle(), []);
  // Changes made offline go when the shell shows and whenever the network returns.
  useOutboxSending();
  // Every section of the organisation's question sets onto the device, so they open offline.
  const services = useServices();
  useEffect(() => keepSectionsWhenIdle(services), [services]);
  const [menuOpen, setMenuOpen] = useState(false);

  // Tiles and notices link to paths from content that no route may serve (they end on the
  // not-found page), so react-aria's links navigate by plain path rather than by typed route.
  return (
    <LocaleProvider>
      <AriaRouterProvider navigate={(href) => router.history.push(href)} useHref={(href) => href}>
        <div className={styles.appShell}>
          <SkipLink label={t('layout.skipToContent')} />
          <MaintenanceBanner />
          <UpdateBanner />
          <OfflineLine />
          <TopBar
            onOpenMenu={() => setMenuOpen(true)}
            menuOpen={menuOpen}
            helpdeskBadge={helpdeskBadge}
            programme={data.programme}
          />
          <div className={styles.appShellBody}>
            <div className={styles.sideColumn}>
              <nav className={styles.sideMenu} aria-label={t('layout.mainMenu')} data-tour="menu">
                <SideMenu entries={entries} />
              </nav>
              {partnerLogos.length > 0 && (
                // Its own landmark, so nothing on the page sits outside one.
                <aside aria-label={t('layout.partners')}>
                  <LogoStrip kind="partner" logos={partnerLogos} label={t('layout.partners')} />
                </aside>
              )}
            </div>
            <div className={styles.appShellContent}>
              <main id="main" className={styles.appShellMain} tabIndex={-1}>
                <InsideShell.Provider value>{children}</InsideShell.Provider>
              </main>
              <footer className={styles.appFooter}>
                <LogoStrip kind="footer" logos={footerLogos} label={t('layout.footerLogos')} />
                <AppLink to="/terms-and-conditions">{t('layout.terms')}</AppLink>
                <span aria-hidden="true">·</span>
                <span>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
              </footer>
            </div>
          </div>
          <ModalOverlay
            isOpen={menuOpen}
            onOpenChange={setMenuOpen}
            isDismissable
            className={styles.drawerOverlay}
          >
            <Modal className={styles.drawer}>
              <Dialog className={styles.drawerDialog} aria-label={t('layout.mainMenu')}>
                <div className={styles.drawerHeader}>
                  <span className={styles.drawerTitle}>{t('layout.mainMenu')}</span>
                  <Button
                    className={iconButtonClass()}
                    onPress={() => setMenuOpen(false)}
                    aria-label={t('layout.closeMenu')}
                  >
                    <Icon name="close" />
                  </Button>
                </div>
                <nav aria-label={t('layout.mainMenu')}>
                  <SideMenu entries={entries} onNavigate={() => setMenuOpen(false)} />
                </nav>
                <LogoStrip kind="partner" logos={partnerLogos} label={t('layout.partners')} />
              </Dialog>
            </Modal>
          </ModalOverlay>
        </div>
      </AriaRouterProvider>
    </LocaleProvider>
  );
}
