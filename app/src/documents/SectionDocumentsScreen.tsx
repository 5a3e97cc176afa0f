import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { DocumentTable } from './DocumentTable';
import type { SectionDocumentsData } from './load-documents';
import { locationsOf } from './locations';
import { canChangeDocuments, organisationPathType } from './permissions';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import './documents.css';

/** /documents/{type}/your/{section}: the organisation's documents filed at one location (spec 001 §2). */
export function SectionDocumentsScreen({ data }: { data: SectionDocumentsData }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { organisation, location, documents } = data;
  const canEdit = canChangeDocuments(organisation);
  const [uploading, setUploading] = useState(false);
  const locations = locationsOf(organisation.type);

  return (
    <div className="page">
      <nav aria-label={t('documents.breadcrumbs')} className="breadcrumbs">
        <Link to="/documents/$type" params={{ type: organisationPathType(organisation) }}>
          {t('documents.title')}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t(`documents.locations.${location}`)}</span>
      </nav>
      <header className="page__header documents-header">
        <h1 id="section-documents-title" className="page__title">
          {t(`documents.locations.${location}`)}
        </h1>
        {canEdit && (
          <Button className="button button--primary" onPress={() => setUploading(true)}>
            {t('documents.upload')}
          </Button>
        )}
      </header>
      {!canEdit && <p className="muted">{t('documents.viewOnly')}</p>}
      <section className="panel">
        <DocumentTable
          organisationId={organisation.id}
          documents={documents}
          locations={canEdit ? locations : []}
          canEdit={canEdit}
          labelledBy="section-documents-title"
        />
      </section>
      <UploadDocumentDialog
        isOpen={uploading}
        organisationId={organisation.id}
        locations={locations}
        location={location}
        onClose={() => setUploading(false)}
        onUploaded={() => router.invalidate()}
      />
    </div>
  );
}
