import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import type { ActiveOrganisation } from '../session/types';
import type { LibraryDocument } from './load-documents';
import { locationsOf, sectionSlug, type DocumentLocation } from './locations';
import { canChangeDocuments, organisationPathType } from './permissions';
import styles from './documents.module.css';
import { buttonClass } from '../ui/button';
import { Alert } from '../ui/Alert';
import { PageTitle } from '../ui/Page';

// The upload dialog holds a form (the form theme, about 75 kB gzipped): it loads when the upload
// button is hovered or pressed, not with every documents page (docs/engineering.md#route-budgets).
const loadUploadDialog = () => import('./UploadDocumentDialog');
const UploadDocumentDialog = lazy(() =>
  loadUploadDialog().then((module) => ({ default: module.UploadDocumentDialog })),
);

interface DocumentsHeaderProps {
  organisation: ActiveOrganisation;
  title: string;
  titleId?: string;
  /** The location an upload is filed at unless the user picks another (the section page's own). */
  location?: DocumentLocation;
  /** The document uploaded last on this page, confirmed under the title. */
  uploaded: LibraryDocument | null;
  onUploaded: (document: LibraryDocument) => void;
}

/**
 * A document page's title with the Upload button and its dialog for those who may change
 * documents, and the view-only note for everyone else. An upload reloads the page's documents and
 * is confirmed in a status message screen readers announce, with a way to the section it went to
 * when that is not this page.
 */
export function DocumentsHeader({
  organisation,
  title,
  titleId,
  location,
  uploaded,
  onUploaded,
}: DocumentsHeaderProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const canEdit = canChangeDocuments(organisation);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <header className={styles.documentsHeader}>
        <PageTitle id={titleId}>{title}</PageTitle>
        {canEdit && (
          <Button
            className={buttonClass('primary')}
            onHoverStart={() => void loadUploadDialog()}
            onFocus={() => void loadUploadDialog()}
            onPress={() => setUploading(true)}
          >
            {t('documents.upload')}
          </Button>
        )}
      </header>
      {!canEdit && <p className="muted">{t('documents.viewOnly')}</p>}
      {/* Present before anything is uploaded, so the confirmation is announced when it appears. */}
      <div role="status">
        {uploaded && (
          <Alert tone="success" className={styles.documentUploadedMessage} inLiveRegion>
            {t('documents.uploaded', {
              title: uploaded.title,
              location: t(`documents.locations.${uploaded.location}`),
            })}
            {uploaded.location !== location && (
              <>
                {' '}
                <Link
                  to="/documents/$organisationType/your/$locationSlug"
                  params={{
                    organisationType: organisationPathType(organisation),
                    locationSlug: sectionSlug(uploaded.location),
                  }}
                >
                  {t('documents.showUploaded', { location: t(`documents.locations.${uploaded.location}`) })}
                </Link>
              </>
            )}
          </Alert>
        )}
      </div>
      {uploading && (
        <Suspense fallback={null}>
          <UploadDocumentDialog
            isOpen
            organisationId={organisation.id}
            locations={locationsOf(organisation.type)}
            {...(location ? { location } : {})}
            onClose={() => setUploading(false)}
            onUploaded={async (document) => {
              await router.invalidate();
              onUploaded(document);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
