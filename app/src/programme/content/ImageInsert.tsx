import type { RichTextImage } from '@oncourse/renderers/rich-text';
import { useId, useRef, useState } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { InputField } from '../people/InputField';
import programmeStyles from '../programme.module.css';
import { IMAGE_ACCEPT, imageRefusal, uploadContentImage } from './content-images';
import styles from './content.module.css';

/**
 * Puts an image into the content's text (docs/programme-console.md#content): the file is uploaded
 * to the product's storage and the text shows it from there, with the words that describe it for
 * people who cannot see it. A group inside the wording's form, not a form of its own.
 */
export function ImageInsert({ insert }: { insert: (image: RichTextImage) => void }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const upload = useSubmit((chosen: File) => uploadContentImage(api, chosen), {
    onSuccess: (answer) => {
      insert({ src: answer.data.url, alt: alt.trim() });
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
    },
    onRefusal: (refusal) => imageRefusal(t, locale, refusal, file?.name ?? ''),
    failureKey: 'programme.content.image.failed',
  });
  const add = () => {
    setMissing(
      !file
        ? t('programme.content.image.choose')
        : !alt.trim()
          ? t('programme.content.image.altRequired')
          : null,
    );
    if (file && alt.trim()) void upload.submit(file);
  };
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={styles.imageInsert}>
      <p id={`${id}-title`} className={styles.label}>
        {t('programme.content.image.title')}
      </p>
      <div className={programmeStyles.field}>
        <label htmlFor={`${id}-file`}>{t('programme.content.image.file')}</label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(null);
          }}
        />
      </div>
      <InputField
        label={t('programme.content.image.alt')}
        hint={t('programme.content.image.altHint')}
        maxLength={300}
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value);
          setMissing(null);
        }}
      />
      {(missing ?? upload.formError) && <Alert>{missing ?? upload.formError}</Alert>}
      <div className={programmeStyles.buttons}>
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          disabled={upload.pending}
          onClick={add}
        >
          {t('programme.content.image.insert')}
        </button>
      </div>
    </div>
  );
}
