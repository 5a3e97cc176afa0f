import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import type { ActiveOrganisation } from '../session/types';
import styles from './certification.module.css';

/** Where the club uploads to its library: the documents page, which the picker lists from. */
export function LibraryLink({ organisation }: { organisation: ActiveOrganisation }) {
  const { t } = useTranslation();
  return (
    <p className={styles.muted}>
      {t('certification.club.libraryHint')}{' '}
      <AppLink
        to="/documents/$organisationType"
        params={{ organisationType: organisation.type === 'TOURNAMENT' ? 'tournament' : 'facility' }}
      >
        {t('certification.club.libraryLink')}
      </AppLink>
    </p>
  );
}

/** A document of the library by its title; one the reader cannot list is still said to be there. */
export function DocumentName({
  documentId,
  titles,
}: {
  documentId: number | null;
  titles: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  if (documentId === null) return null;
  return (
    <p className={styles.document}>
      {t('certification.club.attached', {
        title: titles.get(documentId) ?? t('certification.club.aDocument'),
      })}
    </p>
  );
}
