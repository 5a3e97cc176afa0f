import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { themeForPath } from '../theme/theme';
import { Logo } from '../ui/Logo';
import { AppLink } from '../ui/links';
import { MaintenanceBanner } from './MaintenanceBanner';

interface PublicLayoutProps {
  children: ReactNode;
  /** Wider column for reading pages (terms) and the two-card sign-in page. */
  width?: 'narrow' | 'wide';
}

/** Signed-out pages: the logo above centred cards on a calm background, terms in the footer. */
export function PublicLayout({ children, width = 'narrow' }: PublicLayoutProps) {
  const { t } = useTranslation();
  const tournament = useLocation({ select: (location) => themeForPath(location.pathname) === 'tournament' });
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <MaintenanceBanner />
      <header className="public-layout__header">
        <AppLink
          to={tournament ? '/tournaments/login' : '/login'}
          className="public-layout__home"
          aria-label={t('layout.home')}
        >
          <Logo size={44} />
        </AppLink>
      </header>
      <main id="main" className={`public-layout__main public-layout__main--${width}`} tabIndex={-1}>
        {children}
      </main>
      <footer className="public-layout__footer">
        <AppLink to="/terms-and-conditions">{t('layout.terms')}</AppLink>
        <span aria-hidden="true">·</span>
        <span>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
