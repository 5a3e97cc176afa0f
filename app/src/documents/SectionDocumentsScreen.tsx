import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { DocumentsHeader } from './DocumentsHeader';
import { DocumentTable } from './DocumentTable';
import type { LibraryDocument, SectionDocumentsData } from './load-documents';
import { locationsOf } from './locations';
import { canChangeDocuments, organisationPathType } from './permissions';
import { Page } from '../ui/Page';
import { Panel } from '../ui/Panel';

/** /documents/{organisationType}/your/{locationSlug}: the organisation's documents filed at one location (docs/documents.md#screens). */
export function SectionDocumentsScreen({ data }: { data: SectionDocumentsData }) {
  const { t } = useTranslation();
  const { organisation, location, documents } = data;
  const canEdit = canChangeDocuments(organisation);
  const locations = locationsOf(organisation.type);
  const [uploaded, setUploaded] = useState<LibraryDocument | null>(null);

  return (
    <Page>
      <Breadcrumbs
        label={t('documents.breadcrumbs')}
        items={[
          {
            label: t('documents.title'),
            link: {
              to: '/documents/$organisationType',
              params: { organisationType: organisationPathType(organisation) },
            },
          },
          { label: t(`documents.locations.${location}`) },
        ]}
      />
      <DocumentsHeader
        organisation={organisation}
        title={t(`documents.locations.${location}`)}
        titleId="section-documents-title"
        location={location}
        uploaded={uploaded}
        onUploaded={setUploaded}
      />
      <Panel>
        <DocumentTable
          organisationId={organisation.id}
          documents={documents}
          locations={canEdit ? locations : []}
          canEdit={canEdit}
          labelledBy="section-documents-title"
          {...(uploaded ? { highlightId: uploaded.id } : {})}
        />
      </Panel>
    </Page>
  );
}
