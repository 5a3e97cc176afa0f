import { useState } from 'react';
import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
import Cropper, { type Area } from 'react-easy-crop';
import { Button, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useSubmit } from './useSubmit';
import { Alert } from '../ui/Alert';
import type { Schemas } from '@oncourse/openapi';
import type { ApiAnswer } from './useSubmit';
import { CROP_MAX, cropToPng, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './crop-image';
import styles from './CropDialog.module.css';
import { buttonClass } from '../ui/button';
import { Spinner } from '../ui/Spinner';

interface CropDialogProps {
  /** The chosen image as a data URL; null keeps the dialog closed. */
  source: string | null;
  onClose: () => void;
  onUploaded: (imageId: number) => void;
  /** Sends the cropped PNG (the user's picture, an organisation's logo or profile image). */
  upload: (png: Blob) => Promise<ApiAnswer<{ data: Schemas['UploadResult'] }>>;
  /** Width to height of the crop: 1 for pictures and logos, 2 for an organisation's profile image. */
  aspect?: number;
  /** Round crop for a person's picture; logos and profile images are cropped square-cornered. */
  round?: boolean;
  title?: string;
}

/** The upload failure text for an answer (docs/accounts.md#errors: FILE_TOO_LARGE, INCORRECT_FORMAT). */
export function uploadErrorKey(status: number, code: string | undefined): string {
  if (status === 413 || code === 'FILE_TOO_LARGE') return 'profile.picture.tooLarge';
  if (status === 415 || code === 'INCORRECT_FORMAT') return 'profile.picture.invalidType';
  return 'errors.generic';
}

/** Crop with zoom 1–3 in steps of 0.1, a crop box of at most 270 px, then upload as PNG (docs/accounts.md#input-rules). */
export function CropDialog({
  source,
  onClose,
  onUploaded,
  upload: send,
  aspect = 1,
  round = true,
  title,
}: CropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);
  const upload = useSubmit(
    async (picture: string, pixels: Area) => {
      return send(await cropToPng(picture, pixels, aspect));
    },
    {
      settle: true,
      onSuccess: (answer) => {
        onUploaded(answer.data.recordId);
        close();
      },
      onRefusal: ({ status, detail }) => ({ key: uploadErrorKey(status, detail?.code) }),
    },
  );

  const close = () => {
    setZoom(ZOOM_MIN);
    setCrop({ x: 0, y: 0 });
    upload.clear();
    onClose();
  };

  return (
    <ModalDialog
      isOpen={source !== null}
      onClose={close}
      title={title ?? t('profile.picture.cropTitle')}
      size="wide"
    >
      <p className="muted">{t('profile.picture.cropHint')}</p>
      <div className={styles.cropArea}>
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            minZoom={ZOOM_MIN}
            maxZoom={ZOOM_MAX}
            zoomSpeed={ZOOM_STEP}
            aspect={aspect}
            cropShape={round ? 'round' : 'rect'}
            cropSize={{ width: CROP_MAX, height: Math.round(CROP_MAX / aspect) }}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
        {upload.pending && (
          <div className={styles.cropAreaLoader} role="status">
            <Spinner size="large" />
            <span className="visually-hidden">{t('profile.picture.uploading')}</span>
          </div>
        )}
      </div>
      <Slider
        className={styles.zoomSlider}
        minValue={ZOOM_MIN}
        maxValue={ZOOM_MAX}
        step={ZOOM_STEP}
        value={zoom}
        onChange={setZoom}
      >
        <div className={styles.zoomSliderHeader}>
          <Label>{t('profile.picture.zoom')}</Label>
          <SliderOutput>{({ state }) => `${state.getThumbValue(0).toFixed(1)}×`}</SliderOutput>
        </div>
        <SliderTrack className={styles.zoomSliderTrack}>
          <SliderThumb className={styles.zoomSliderThumb} />
        </SliderTrack>
      </Slider>
      {upload.formError && <Alert>{upload.formError}</Alert>}
      <DialogActions>
        <Button className={buttonClass('secondary')} onPress={close} isDisabled={upload.pending}>
          {t('common.cancel')}
        </Button>
        <Button
          className={buttonClass('primary')}
          onPress={() => source && area && void upload.submit(source, area)}
          isPending={upload.pending}
          isDisabled={!area}
        >
          {upload.pending ? t('profile.picture.uploading') : t('profile.picture.save')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
