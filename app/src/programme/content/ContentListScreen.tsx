import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../../ui/links';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { completenessText } from './completeness';
import type { ContentSummary } from './load-content';
import styles from './content.module.css';

function Entry({ entry }: { entry: ContentSummary }) {
  const { t, locale } = useTranslation();
  return (
    <li className={styles.entry} data-testid="content-entry">
      <AppLink
        to="/programme/content/$contentKind/$contentId"
        params={{ contentKind: entry.kind, contentId: String(entry.id) }}
        className={styles.entryTitle}
      >
        {entry.title}
      </AppLink>
      <p className={styles.entryMeta}>
        <span>
          {entry.version === 0
            ? t('programme.content.asSeeded')
            : t('programme.content.version', { version: entry.version })}
        </span>
        {entry.hasDraft && <span className={styles.draftLabel}>{t('programme.content.hasDraft')}</span>}
        <span>
          {t('programme.content.translated', { list: completenessText(entry.completeness, locale) })}
        </span>
      </p>
    </li>
  );
}

/**
 * The improvement content by section and the dashboard tiles (docs/programme-console.md#content):
 * each with its version, a waiting draft and how far each language translates it.
 */
export function ContentListScreen({ content }: { content: ContentSummary[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const sections = [
    ...new Set(content.filter((entry) => entry.kind === 'item').map((entry) => entry.section)),
  ];
  const groups = [
    {
      key: 'tiles',
      name: t('programme.content.tiles'),
      entries: content.filter((entry) => entry.kind === 'tile'),
    },
    ...sections.map((section) => ({
      key: `section-${section}`,
      name: section ?? '',
      entries: content.filter((entry) => entry.kind === 'item' && entry.section === section),
    })),
  ];
  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.content.title')}</PageTitle>
      <PageLead>{t('programme.content.lead')}</PageLead>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`${titleId}-${group.key}`}>
          <h2 id={`${titleId}-${group.key}`}>{group.name}</h2>
          <ul className={styles.entries}>
            {group.entries.map((entry) => (
              <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
