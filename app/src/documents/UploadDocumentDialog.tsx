import { documentPickerTypes, documentTitleFromFileName } from '@oncourse/engine';
import { ModalDialog } from '@oncourse/renderers/dialogs';
import { useId, useMemo, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';
import { uploadDocumentForm, type UploadDocumentData } from './document.forms';
import { acceptedTypesText, uploadRefusal } from './document-errors';
import type { LibraryDocument } from './load-documents';
import type { DocumentLocation } from './locations';
import styles from './documents.module.css';
import { buttonClass } from '../ui/button';
import { validateFns as uploadDocumentValidators } from '../forms/validators/uploadDocument.gen.js';

const PICKER_TYPES = documentPickerTypes();

interface UploadDocumentDialogProps {
  isOpen: boolean;
  organisationId: number;
  locations: readonly DocumentLocation[];
  /** The location chosen already (uploading from a section's page). */
  location?: DocumentLocation;
  onClose: () => void;
  /** Runs with the stored document once the upload succeeded, before the dialog closes. */
  onUploaded: (document: LibraryDocument) => void | Promise<void>;
}

/**
 * Upload a document (docs/documents.md#behaviour, docs/documents.md#input-rules): a file of an accepted type (listed, and the only ones the
 * picker offers), its title (the file's name until the user writes one), an optional description
 * and where it is filed.
 */
export function UploadDocumentDialog({
  isOpen,
  organisationId,
  locations,
  location,
  onClose,
  onUploaded,
}: UploadDocumentDialogProps) {
  const { t, locale } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => uploadDocumentForm(text, locations), [text, locations]);
  const accepted = acceptedTypesText(t, locale);
  const acceptedId = useId();
  const initialData = (): UploadDocumentData => (location ? { section: location } : {});
  const [data, setData] = useState<UploadDocumentData>(initialData);
  // The title last filled in from a file name: replaced when another file is picked, kept once edited.
  const [filledTitle, setFilledTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setFileMissing(false);
    const typed = (data.name ?? '').trim();
    if (typed !== '' && typed !== filledTitle) return;
    const title = documentTitleFromFileName(chosen.name);
    setFilledTitle(title);
    setData((current) => ({ ...current, name: title }));
  };

  const upload = useSubmit(
    (data: UploadDocumentData, chosen: File) =>
      api.POST('/api/organisation/{id}/documents', {
        params: { path: { id: organisationId } },
        body: { ...form.toPayload(data), file: chosen },
        bodySerializer: (body) => {
          const multipart = new FormData();
          multipart.append('name', body.name);
          if (body.description) multipart.append('description', body.description);
          multipart.append('section', body.section);
          multipart.append('file', chosen, chosen.name);
          return multipart;
        },
      }),
    {
      settle: true,
      onSuccess: async (answer) => {
        await onUploaded(answer.data);
        close();
      },
      onRefusal: (refusal) => ({ message: uploadRefusal(t, refusal, file?.name ?? '', accepted.types) }),
    },
  );

  const close = () => {
    setFile(null);
    setFileMissing(false);
    setData(initialData());
    setFilledTitle('');
    upload.clear();
    onClose();
  };

  const submit = (data: UploadDocumentData) => {
    if (!file) {
      setFileMissing(true);
      return;
    }
    void upload.submit(data, file);
  };

  return (
    <ModalDialog isOpen={isOpen} onClose={close} title={t('documents.uploadTitle')}>
      <div className={styles.documentFile}>
        <FileTrigger acceptedFileTypes={PICKER_TYPES} onSelect={(files) => choose(files?.[0] ?? null)}>
          <Button className={buttonClass('secondary')} aria-describedby={acceptedId}>
            <Icon name="documents" size={18} />
            {file ? t('documents.changeFile') : t('documents.chooseFile')}
          </Button>
        </FileTrigger>
        <span className={styles.documentFileName} aria-live="polite">
          {file ? file.name : t('documents.noFile')}
        </span>
      </div>
      <p id={acceptedId} className={`muted ${styles.documentFileTypes}`}>
        {accepted.sentence}
      </p>
      {fileMissing && <Alert>{t('documents.fileRequired')}</Alert>}
      {upload.formError && <Alert>{upload.formError}</Alert>}
      <AppForm<UploadDocumentData>
        config={form}
        validators={uploadDocumentValidators}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        busy={upload.pending}
        submitLabel={t('documents.upload')}
        actions={
          <Button className={buttonClass('secondary')} onPress={close}>
            {t('common.cancel')}
          </Button>
        }
      />
    </ModalDialog>
  );
}
