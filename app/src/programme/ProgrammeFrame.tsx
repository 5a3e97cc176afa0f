import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { userAtom } from '../session/atoms';
import { SkipLink } from '../ui/SkipLink';
import { AppLink } from '../ui/links';
import { Logo } from '../ui/Logo';
import { LanguageSelect } from './LanguageSelect';
import { programmePages, type ProgrammeRoles } from './roles';
import styles from './programme.module.css';
import { LocaleProvider } from '../i18n/LocaleProvider';

/**
 * The programme area's frame (docs/certification.md#screens): a top bar with the logo, the
 * person's name, the language and sign out, and the pages their roles open. No club menu: staff
 * and verifiers act for the programme here, never for an organisation.
 */
export function ProgrammeFrame({ roles, children }: { roles: ProgrammeRoles | null; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const pages = roles ? programmePages(roles) : [];
  return (
    <LocaleProvider>
      <div className={styles.frame}>
        <SkipLink label={t('layout.skipToContent')} />
        <header className={styles.topBar}>
          <AppLink to="/programme" className={styles.logo} aria-label={t('programme.nav.home')}>
            <Logo size={32} wordmarkClassName={styles.wordmark} />
            <span className={styles.area}>{t('programme.nav.area')}</span>
          </AppLink>
          <span className={styles.person} data-testid="programme-person">
            {user ? `${user.firstName} ${user.lastName}`.trim() : ''}
          </span>
          <LanguageSelect />
          <AppLink to="/logout" className={styles.signOut}>
            {t('programme.nav.signOut')}
          </AppLink>
        </header>
        {pages.length > 0 && (
          <nav className={styles.nav} aria-label={t('programme.nav.label')}>
            <ul>
              {pages.map((page) => (
                <li key={page.to}>
                  {/* The entries are plain paths: another role's pages may live in another part of the tree. */}
                  <AppLink to={page.to as '/programme'} activeProps={{ 'aria-current': 'page' }}>
                    {t(page.labelKey)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </LocaleProvider>
  );
}
