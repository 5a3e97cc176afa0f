import { formatBytes, formatDate } from '@oncourse/engine/locale';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { acceptedTypesText } from '../../documents';
import { useSubmit } from '../../forms/useSubmit';
import { useDownload } from '../../api/useDownload';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import styles from './programme-documents.module.css';
import { programmeDocumentRefusal } from './document-refusal';
import type { ProgrammeDocument } from './load-programme-documents';

/** Who a document reaches, in words: "Facilities · Sweden · English". */
function useAudience(document: ProgrammeDocument, countryName: (id: number) => string) {
  const { t } = useTranslation();
  const kind = document.organisationType
    ? t(`programme.documents.audience.${document.organisationType}`)
    : t('programme.documents.audience.both');
  const country =
    document.countryId === null ? t('programme.documents.allCountries') : countryName(document.countryId);
  return `${kind} · ${country}`;
}

/**
 * One document with what staff do to it (docs/programme-console.md#documents): download it, replace
 * its file (clubs get the new one at once, with a notice) or retire it after a confirmation.
 */
export function ProgrammeDocumentItem({
  document,
  countryName,
}: {
  document: ProgrammeDocument;
  countryName: (id: number) => string;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [replacedWith, setReplacedWith] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState('');
  const audience = useAudience(document, countryName);
  const date = { format: (at: string) => formatDate(at, locale, { length: 'medium', zone: 'reader' }) };
  const retired = document.retiredAt !== null;

  const download = useDownload(
    () =>
      api.GET('/api/console/programme-documents/{documentId}/file', {
        params: { path: { documentId: document.id } },
        parseAs: 'blob',
      }),
    { fallbackName: document.filename, failureKey: 'documents.downloadError' },
  );
  const replace = useSubmit(
    (file: File) =>
      api.PUT('/api/console/programme-documents/{documentId}/file', {
        params: { path: { documentId: document.id } },
        body: { file },
        bodySerializer: () => {
          const multipart = new FormData();
          multipart.append('file', file, file.name);
          return multipart;
        },
      }),
    {
      settle: true,
      onSuccess: async (answer) => {
        setReplacedWith(answer.data.filename);
        await router.invalidate();
      },
      onRefusal: (refusal) =>
        programmeDocumentRefusal(t, refusal, chosenName, acceptedTypesText(t, locale).types),
    },
  );
  const retire = useSubmit(
    () =>
      api.DELETE('/api/console/programme-documents/{documentId}', {
        params: { path: { documentId: document.id } },
      }),
    {
      onSuccess: async () => {
        setConfirming(false);
        await router.invalidate();
      },
    },
  );

  const changed = document.updatedAt ?? document.createdAt;
  return (
    <li className={styles.document} data-testid="programme-document">
      <div className={styles.documentText}>
        <p className={styles.documentTitle}>{document.title}</p>
        {document.description && <p className="muted">{document.description}</p>}
        <p className={styles.documentMeta}>
          <span>{audience}</span>
          <span>
            {document.filename} · {formatBytes(document.size, locale)}
          </span>
          <span>
            {retired
              ? t('programme.documents.retiredOn', { date: date.format(document.retiredAt!) })
              : t('programme.documents.changedOn', { date: date.format(changed) })}
          </span>
        </p>
      </div>
      <div className={styles.documentActions}>
        <Button
          className={buttonClass('secondary', 'small')}
          aria-label={t('programme.documents.downloadNamed', { title: document.title })}
          isPending={download.pending}
          onPress={() => void download.submit()}
        >
          {t('programme.documents.download')}
        </Button>
        {!retired && (
          <>
            <FileTrigger
              onSelect={(files) => {
                const file = files?.[0];
                if (!file) return;
                setReplacedWith(null);
                setChosenName(file.name);
                void replace.submit(file);
              }}
            >
              <Button
                className={buttonClass('secondary', 'small')}
                aria-label={t('programme.documents.replaceNamed', { title: document.title })}
                isPending={replace.pending}
              >
                {t('programme.documents.replace')}
              </Button>
            </FileTrigger>
            <Button
              className={buttonClass('warning', 'small')}
              aria-label={t('programme.documents.retireNamed', { title: document.title })}
              onPress={() => setConfirming(true)}
            >
              {t('programme.documents.retire')}
            </Button>
          </>
        )}
      </div>
      {replacedWith && (
        <Alert tone="success" className={styles.documentAlert}>
          {t('programme.documents.replaced', { title: document.title, file: replacedWith })}
        </Alert>
      )}
      {(replace.formError ?? download.formError) && (
        <Alert className={styles.documentAlert}>{replace.formError ?? download.formError}</Alert>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={t('programme.documents.retireTitle')}
        confirmLabel={t('programme.documents.retire')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={() => {
          retire.clear();
          setConfirming(false);
        }}
        onConfirm={() => void retire.submit()}
      >
        <p>{t('programme.documents.retireText', { title: document.title })}</p>
        {retire.formError && <Alert>{retire.formError}</Alert>}
      </ConfirmDialog>
    </li>
  );
}
