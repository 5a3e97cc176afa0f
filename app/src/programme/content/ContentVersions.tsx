import { formatDate } from '@oncourse/engine/locale';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import programmeStyles from '../programme.module.css';
import type { EditableContent, Message } from './load-content';
import styles from './content.module.css';

/** The versions published from the console, newest first; any but the current one can be published again. */
export function ContentVersions({
  content,
  onRestored,
}: {
  content: EditableContent;
  onRestored: (message: Message) => void;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const restore = useSubmit(
    (version: number) =>
      api.POST('/api/console/content/{contentKind}/{contentId}/versions/{version}/restore', {
        params: { path: { contentKind: content.kind, contentId: content.id, version } },
        body: {},
      }),
    {
      onSuccess: async (answer, version) => {
        onRestored({
          key: 'programme.content.restored',
          values: { version, next: answer.data.versions[0]?.version ?? version },
        });
        await router.invalidate();
      },
    },
  );
  return (
    <section className={programmeStyles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('programme.content.versions')}</h2>
      {content.versions.length === 0 ? (
        <p className="muted">{t('programme.content.noVersions')}</p>
      ) : (
        <ul className={styles.versions}>
          {content.versions.map((version, index) => (
            <li key={version.version}>
              <span>
                {t('programme.content.versionLine', {
                  version: version.version,
                  date: formatDate(version.publishedAt, locale, { length: 'medium', time: true, zone: 'reader' }),
                })}
                {' · '}
                {version.publishedBy ?? t('programme.content.seededVersion')}
              </span>
              {index === 0 ? (
                <span className={styles.current}>{t('programme.content.current')}</span>
              ) : (
                <button
                  type="button"
                  className={buttonClass('secondary', 'small')}
                  aria-label={t('programme.content.restoreNamed', { version: version.version })}
                  disabled={restore.pending}
                  onClick={() => void restore.submit(version.version)}
                >
                  {t('programme.content.restore')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {restore.formError && <Alert>{restore.formError}</Alert>}
    </section>
  );
}
