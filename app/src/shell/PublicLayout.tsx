import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useTheme } from '../theme/useDocumentTheme';
import { Logo } from '../ui/Logo';
import { AppLink } from '../ui/links';
import { SkipLink } from '../ui/SkipLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MaintenanceBanner } from './MaintenanceBanner';
import styles from './PublicLayout.module.css';

/**
 * Signed-out pages: the languages to switch to, the logo above centred cards on a calm background,
 * terms in the footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tournament = useTheme() === 'tournament';
  return (
    <div className={styles.layout}>
      <SkipLink label={t('layout.skipToContent')} />
      <MaintenanceBanner />
      <LanguageSwitch />
      <header className={styles.header}>
        <AppLink
          to={tournament ? '/tournaments/login' : '/login'}
          className={styles.home}
          aria-label={t('layout.home')}
        >
          <Logo size={44} />
        </AppLink>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <AppLink to="/terms-and-conditions">{t('layout.terms')}</AppLink>
        <span aria-hidden="true">·</span>
        <span>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
