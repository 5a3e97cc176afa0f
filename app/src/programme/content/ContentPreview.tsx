import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../ui/Alert';
import type { ContentKind, Wording } from './load-content';
import styles from './content.module.css';

/** The wording a reader in the language sees: theirs where it exists, else English (docs/improve.md#behaviour). */
function shownIn(texts: Record<string, string>, language: string) {
  const own = texts[language];
  return own
    ? { text: own, fallback: false }
    : { text: texts.en ?? '', fallback: language !== 'en' && !!texts.en };
}

/**
 * The saved draft (or, without one, what is published) as a reader in the language will see it,
 * with a marker for staff where the English shows because the language has no wording
 * (docs/programme-console.md#content). The HTML is the server's sanitised copy.
 */
export function ContentPreview({
  kind,
  wording,
  language,
  languageName,
}: {
  kind: ContentKind;
  wording: Wording;
  language: string;
  languageName: string;
}) {
  const { t } = useTranslation();
  const title = shownIn(wording.title, language);
  const teaser = shownIn(wording.teaser, language);
  const body = shownIn(wording.body, language);
  const untranslated = [title, teaser, body].some((field) => field.fallback);
  return (
    <div className={styles.preview} lang={untranslated ? undefined : language} data-testid="content-preview">
      {untranslated && (
        <Alert tone="info">{t('programme.content.untranslated', { language: languageName })}</Alert>
      )}
      <div className={kind === 'tile' ? styles.previewTile : styles.previewPage}>
        <h3 data-fallback={title.fallback || undefined}>{title.text}</h3>
        {teaser.text && <p data-fallback={teaser.fallback || undefined}>{teaser.text}</p>}
        {body.text && (
          <div
            className="rich-text"
            data-fallback={body.fallback || undefined}
            dangerouslySetInnerHTML={{ __html: body.text }}
          />
        )}
      </div>
    </div>
  );
}
