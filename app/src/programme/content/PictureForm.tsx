import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSubmit, type ApiAnswer } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import programmeStyles from '../programme.module.css';
import { IMAGE_ACCEPT, imageRefusal, uploadContentImage } from './content-images';
import type { EditableContent, Message } from './load-content';
import styles from './content.module.css';

/**
 * The picture of an item's page or a tile (docs/programme-console.md#content): the current one and
 * a new one to upload, which clubs see at once (a picture has no wording, so no draft).
 */
export function PictureForm({
  content,
  onDone,
}: {
  content: EditableContent;
  onDone: (message: Message) => void;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const change = useSubmit(
    // Two calls as one submission: the image is stored, then made the picture.
    async (chosen: File): Promise<ApiAnswer<unknown>> => {
      const uploaded = await uploadContentImage(api, chosen);
      if (!uploaded.data) return uploaded;
      return api.PUT('/api/console/content/{contentKind}/{contentId}/picture', {
        params: { path: { contentKind: content.kind, contentId: content.id } },
        body: { imageId: uploaded.data.data.id },
      });
    },
    {
      settle: true,
      onSuccess: async () => {
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        onDone({ key: 'programme.content.picture.changed' });
        await router.invalidate();
      },
      onRefusal: (refusal) => imageRefusal(t, locale, refusal, file?.name ?? ''),
      failureKey: 'programme.content.image.failed',
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    if (file) void change.submit(file);
  };
  return (
    <form className={programmeStyles.panel} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('programme.content.picture.title')}</h2>
      {content.picture ? (
        <img
          className={styles.pictureImage}
          src={content.picture.url}
          alt={t('programme.content.picture.current')}
        />
      ) : (
        <p className="muted">{t('programme.content.picture.none')}</p>
      )}
      <div className={programmeStyles.field}>
        <label htmlFor={`${id}-file`}>{t('programme.content.picture.file')}</label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </div>
      {missing && <Alert>{t('programme.content.image.choose')}</Alert>}
      {change.formError && <Alert>{change.formError}</Alert>}
      <div className={programmeStyles.buttons}>
        <button type="submit" className={buttonClass('secondary')} disabled={change.pending}>
          {t('programme.content.picture.change')}
        </button>
      </div>
    </form>
  );
}
