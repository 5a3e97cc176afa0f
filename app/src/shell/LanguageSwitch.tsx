import { LANGUAGE_NAMES, OFFERED_LANGUAGES } from '../forms/language-names';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import styles from './PublicLayout.module.css';

/**
 * The signed-out pages' language switch: each language the settings offer, under its own name, as
 * a link to the same page with its `lang` (docs/languages-units-themes.md#languages). Plain links,
 * so the sign-in page gains no script beyond them.
 */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  return (
    <nav aria-label={t('layout.language')} className={styles.languages}>
      <ul>
        {OFFERED_LANGUAGES.map((key) => (
          <li key={key}>
            <AppLink
              to="."
              search={(previous) => ({ ...previous, lang: key })}
              // Only the link of the language in the address counts as this page (the router marks it).
              activeOptions={{ includeSearch: true }}
              lang={key}
              hrefLang={key}
              aria-current={key === language ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[key]}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
