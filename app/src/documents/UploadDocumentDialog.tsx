import { useMemo, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { FormDialog } from '../ui/FormDialog';
import { Icon } from '../ui/icons';
import { uploadDocumentForm, type UploadDocumentData } from './document.forms';
import { uploadErrorKey } from './document-errors';
import type { DocumentLocation } from './locations';

interface UploadDocumentDialogProps {
  isOpen: boolean;
  organisationId: number;
  locations: readonly DocumentLocation[];
  /** The location chosen already (uploading from a section's page). */
  location?: DocumentLocation;
  onClose: () => void;
  onUploaded: () => void | Promise<void>;
}

/** Upload a document (spec 001 §4–5): a file, its title, a description and where it is filed. */
export function UploadDocumentDialog({
  isOpen,
  organisationId,
  locations,
  location,
  onClose,
  onUploaded,
}: UploadDocumentDialogProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => uploadDocumentForm(text, locations), [text, locations]);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);

  const upload = useSubmit(
    (data: UploadDocumentData, chosen: File) =>
      api.POST('/api/organisation/{id}/documents', {
        params: { path: { id: organisationId } },
        body: { ...form.toPayload(data), file: chosen },
        bodySerializer: (body) => {
          const multipart = new FormData();
          multipart.append('name', body.name);
          multipart.append('description', body.description);
          multipart.append('section', body.section);
          multipart.append('file', chosen, chosen.name);
          return multipart;
        },
      }),
    {
      settle: true,
      onSuccess: async () => {
        await onUploaded();
        close();
      },
      onRefusal: ({ status, detail }) => ({ key: uploadErrorKey(status, detail?.code) }),
    },
  );

  const close = () => {
    setFile(null);
    setFileMissing(false);
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
    <FormDialog isOpen={isOpen} onClose={close} title={t('documents.uploadTitle')}>
      <div className="document-file">
        <FileTrigger
          onSelect={(files) => {
            const chosen = files?.[0] ?? null;
            setFile(chosen);
            if (chosen) setFileMissing(false);
          }}
        >
          <Button className="button button--secondary">
            <Icon name="documents" size={18} />
            {file ? t('documents.changeFile') : t('documents.chooseFile')}
          </Button>
        </FileTrigger>
        <span className="document-file__name" aria-live="polite">
          {file ? file.name : t('documents.noFile')}
        </span>
      </div>
      {fileMissing && <Alert>{t('documents.fileRequired')}</Alert>}
      {upload.formError && <Alert>{upload.formError}</Alert>}
      <AppForm<UploadDocumentData>
        config={form}
        formData={location ? { section: location } : {}}
        onSubmit={submit}
        busy={upload.pending}
        submitLabel={t('documents.upload')}
        actions={
          <Button className="button button--secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
        }
      />
    </FormDialog>
  );
}
