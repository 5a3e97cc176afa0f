import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import type { ActiveOrganisation } from '../session/types';
import { locationsOf, type DocumentLocation } from './locations';
import { canChangeDocuments } from './permissions';
import { UploadDocumentDialog } from './UploadDocumentDialog';

interface DocumentsHeaderProps {
  organisation: ActiveOrganisation;
  title: string;
  titleId?: string;
  /** The location an upload is filed at unless the user picks another. */
  location?: DocumentLocation;
}

/**
 * A document page's title with the Upload button and its dialog for those who may change
 * documents, and the view-only note for everyone else. An upload reloads the page's documents.
 */
export function DocumentsHeader({ organisation, title, titleId, location }: DocumentsHeaderProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const canEdit = canChangeDocuments(organisation);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <header className="page__header documents-header">
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        {canEdit && (
          <Button className="button button--primary" onPress={() => setUploading(true)}>
            {t('documents.upload')}
          </Button>
        )}
      </header>
      {!canEdit && <p className="muted">{t('documents.viewOnly')}</p>}
      <UploadDocumentDialog
        isOpen={uploading}
        organisationId={organisation.id}
        locations={locationsOf(organisation.type)}
        {...(location ? { location } : {})}
        onClose={() => setUploading(false)}
        onUploaded={() => router.invalidate()}
      />
    </>
  );
}
