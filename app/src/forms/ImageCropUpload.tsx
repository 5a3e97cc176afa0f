import { lazy, Suspense, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import type { Schemas } from '@oncourse/openapi';
import type { ApiAnswer } from './useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';
import { ACCEPTED_EXTENSIONS, MIN_IMAGE_SIZE, readImageFile } from './crop-image';
import { buttonClass } from '../ui/button';

// The cropper (react-easy-crop and a slider, about 13 kB) loads when a picture is chosen, not with
// the profile pages: most visits change no picture (docs/engineering.md#route-budgets).
const loadCropDialog = () => import('./CropDialog');
const CropDialog = lazy(() => loadCropDialog().then((module) => ({ default: module.CropDialog })));

interface ImageCropUploadProps {
  /** The button's text. */
  label: string;
  buttonClassName?: string;
  /** Sends the cropped PNG. */
  upload: (png: Blob) => Promise<ApiAnswer<{ data: Schemas['UploadResult'] }>>;
  /** Called with the stored image's id and the PNG that was sent. */
  onUploaded: (imageId: number, png: Blob | null) => void;
  aspect?: number;
  round?: boolean;
  cropTitle?: string;
}

/**
 * Choose an image, crop it and upload it (docs/accounts.md#input-rules): a file the checks refuse
 * (type, size) is named under the button and never reaches the cropper.
 */
export function ImageCropUpload({
  label,
  buttonClassName = '',
  upload,
  onUploaded,
  aspect,
  round,
  cropTitle,
}: ImageCropUploadProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // The PNG just sent, handed on once the server has stored it.
  const sent = useRef<Blob | null>(null);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    // Fetched while the file is read, so the dialog is there when the picture is.
    void loadCropDialog();
    setErrorKey(null);
    const read = await readImageFile(file);
    if ('errorKey' in read) setErrorKey(read.errorKey);
    else setSource(read.url);
  };

  return (
    <>
      <FileTrigger
        acceptedFileTypes={[...ACCEPTED_EXTENSIONS, 'image/png', 'image/jpeg']}
        onSelect={(files) => void choose(files)}
      >
        <Button className={buttonClass('secondary', 'small', buttonClassName)}>
          <Icon name="camera" size={18} />
          {label}
        </Button>
      </FileTrigger>
      {errorKey && <Alert>{t(errorKey, { min: MIN_IMAGE_SIZE })}</Alert>}
      {source !== null && (
        <Suspense fallback={null}>
          <CropDialog
            source={source}
            aspect={aspect}
            round={round}
            title={cropTitle}
            upload={(png) => {
              sent.current = png;
              return upload(png);
            }}
            onClose={() => setSource(null)}
            onUploaded={(imageId) => {
              setSource(null);
              onUploaded(imageId, sent.current);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
