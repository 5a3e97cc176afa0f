import { formatBytes, formatDate } from '@oncourse/engine/locale';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { useDownload } from '../api/useDownload';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { LazyFormSubmitDialog } from '../forms/LazyFormSubmitDialog';
import { Alert } from '../ui/Alert';
import { rowActionsColumn } from '../ui/row-actions';
import { StackingTable } from '../ui/StackingTable';
import { editDocumentForm } from './document.forms';
import type { LibraryDocument } from './load-documents';
import type { DocumentLocation } from './locations';
import styles from './documents.module.css';
import { StatusLabel, noWrapCellClass } from '../ui/Table';
import { validateFns as editDocumentValidators } from '../forms/validators/editDocument.gen.js';

interface DocumentTableProps {
  organisationId: number;
  documents: readonly LibraryDocument[];
  /** Where documents may be moved to; empty when the reader may not change documents. */
  locations: readonly DocumentLocation[];
  canEdit: boolean;
  /** Shows each document's location (the OnCourse list spans every location). */
  showLocation?: boolean;
  labelledBy: string;
  /** The document just uploaded: marked New so it is found at once. */
  highlightId?: number;
}

const features = tableFeatures({});
/** Dates and sizes read as one piece. */
const NO_WRAP = new Set(['uploaded', 'size']);
const helper = createColumnHelper<typeof features, LibraryDocument>();

/**
 * Documents with download for everyone, and rename, move and delete (with confirmation) for members
 * who may change them; the provider's (OnCourse) documents are read-only for all (docs/documents.md#behaviour).
 */
export function DocumentTable({
  organisationId,
  documents,
  locations,
  canEdit,
  showLocation = false,
  labelledBy,
  highlightId,
}: DocumentTableProps) {
  const { t, language, locale } = useTranslation();
  const text = useText();
  const api = useApi();
  const router = useRouter();
  const [editing, setEditing] = useState<LibraryDocument | null>(null);
  const [deleting, setDeleting] = useState<LibraryDocument | null>(null);
  const editForm = useMemo(() => editDocumentForm(text, locations), [text, locations]);
  const dates = useMemo(() => ({ format: (at: string) => formatDate(at, locale, { zone: 'reader' }) }), [locale]);

  const download = useDownload(
    (document: LibraryDocument) =>
      api.GET('/api/organisation/document/{docId}', {
        params: { path: { docId: document.id }, query: { oncourse: document.oncourse_document } },
        parseAs: 'blob',
      }),
    { fallbackName: (document) => document.blob_filename, failureKey: 'documents.downloadError' },
  );

  const remove = useSubmit(
    (document: LibraryDocument) =>
      api.DELETE('/api/organisation/{id}/documents/{docId}', {
        params: { path: { id: organisationId, docId: document.id } },
      }),
    {
      settle: true,
      failureKey: 'documents.deleteError',
      onSuccess: async () => {
        setDeleting(null);
        await router.invalidate();
      },
    },
  );

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {
          header: t('documents.columns.title'),
          cell: (info) => (
            <span>
              <strong>{info.getValue()}</strong>
              {info.row.original.id === highlightId && (
                <StatusLabel className={styles.documentNew}>{t('documents.new')}</StatusLabel>
              )}
              {info.row.original.description && (
                <span className={`muted ${styles.documentTitleDescription}`}>
                  {info.row.original.description}
                </span>
              )}
            </span>
          ),
        }),
        ...(showLocation
          ? [
              helper.accessor((document) => t(`documents.locations.${document.location}`), {
                id: 'location',
                header: t('documents.columns.location'),
              }),
            ]
          : []),
        helper.accessor((document) => dates.format(document.created_at), {
          id: 'uploaded',
          header: t('documents.columns.uploaded'),
        }),
        helper.accessor((document) => formatBytes(document.size, language), {
          id: 'size',
          header: t('documents.columns.size'),
        }),
        rowActionsColumn(helper, t('documents.columns.actions'), (document) => {
          const editable = canEdit && !document.oncourse_document;
          return [
            {
              label: t('documents.download'),
              accessibleLabel: t('documents.downloadNamed', { name: document.title }),
              onPress: () => void download.submit(document),
            },
            editable && {
              label: t('documents.edit'),
              accessibleLabel: t('documents.editNamed', { name: document.title }),
              onPress: () => setEditing(document),
            },
            editable && {
              label: t('documents.delete'),
              accessibleLabel: t('documents.deleteNamed', { name: document.title }),
              onPress: () => {
                remove.clear();
                setDeleting(document);
              },
            },
          ];
        }),
      ]),
    [t, dates, language, showLocation, canEdit, highlightId, download.submit, remove.clear],
  );
  const table = useTable({
    features,
    columns,
    data: documents as LibraryDocument[],
    getRowId: (row) => String(row.id),
  });
  const labels: Record<string, string> = {
    location: t('documents.columns.location'),
    uploaded: t('documents.columns.uploaded'),
    size: t('documents.columns.size'),
  };

  if (documents.length === 0) return <p className="muted">{t('documents.empty')}</p>;
  return (
    <>
      {download.formError && <Alert>{download.formError}</Alert>}
      <StackingTable
        table={table}
        labelledBy={labelledBy}
        labels={labels}
        cellClassName={(column) => (NO_WRAP.has(column) ? noWrapCellClass : undefined)}
      />
      {editing && (
        <LazyFormSubmitDialog
          isOpen
          title={t('documents.editTitle')}
          config={editForm}
          validators={editDocumentValidators}
          initial={{ filename: editing.title, location: editing.location }}
          submitLabel={t('profile.save')}
          failureKey="documents.uploadError"
          send={(body) =>
            api.PATCH('/api/organisation/{id}/document/{docId}', {
              params: { path: { id: organisationId, docId: editing.id } },
              body,
            })
          }
          onDone={() => router.invalidate()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('documents.deleteTitle')}
        confirmLabel={t('documents.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove.submit(deleting)}
      >
        <p>{t('documents.deleteText', { name: deleting?.title ?? '' })}</p>
        {remove.formError && <Alert>{remove.formError}</Alert>}
      </ConfirmDialog>
    </>
  );
}
