import { useTranslation } from '../i18n/useTranslation';
import styles from './TermsScreen.module.css';

/** The sections of the terms, in reading order; each has a title and numbered paragraphs in the catalogue. */
export const TERMS_SECTIONS = [
  { id: 'about', paragraphs: 2 },
  { id: 'copyright', paragraphs: 3 },
  { id: 'privacy', paragraphs: 3 },
  { id: 'linking', paragraphs: 2 },
  { id: 'cautionary', paragraphs: 2 },
  { id: 'disclaimer', paragraphs: 3 },
  { id: 'deleting', paragraphs: 2 },
  { id: 'contact', paragraphs: 1 },
] as const;

/**
 * The full terms (docs/shell.md#purpose): copyright, privacy, linking, a cautionary statement, a disclaimer,
 * and that deleting a facility needs a written request from the main account holder.
 */
export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <article className={styles.terms}>
      <header className={styles.header}>
        <h1>{t('terms.title')}</h1>
        <p className="muted">{t('terms.updated')}</p>
      </header>
      <nav className={styles.toc} aria-label={t('terms.contents')}>
        <h2 className={styles.tocTitle}>{t('terms.contents')}</h2>
        <ol>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#terms-${section.id}`}>{t(`terms.${section.id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS_SECTIONS.map((section, index) => (
        <section
          key={section.id}
          id={`terms-${section.id}`}
          className={styles.section}
          aria-labelledby={`terms-${section.id}-title`}
        >
          <h2 id={`terms-${section.id}-title`}>
            <span className={styles.number}>{index + 1}.</span> {t(`terms.${section.id}.title`)}
          </h2>
          {Array.from({ length: section.paragraphs }, (_, paragraph) => (
            <p key={paragraph}>{t(`terms.${section.id}.p${paragraph + 1}`)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
