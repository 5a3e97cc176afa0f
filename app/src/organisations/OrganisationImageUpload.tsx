import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import defaultOrganisation from '../assets/default-organisation.svg';
import { useApi } from '../services';
import { CropDialog, imageForm } from '../profile/CropDialog';
import { ACCEPTED_EXTENSIONS, MIN_IMAGE_SIZE, readImageFile } from '../profile/crop-image';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';

interface OrganisationImageUploadProps {
  organisationId: number;
  kind: 'logo' | 'profile';
  /** Called with the stored image's id and a preview of what was uploaded. */
  onUploaded: (imageId: number) => void;
}

const SHAPE = {
  logo: { aspect: 1, path: '/api/organisation/{id}/logo', fileName: 'logo.png' },
  profile: { aspect: 2, path: '/api/organisation/{id}/profile', fileName: 'profile-image.png' },
} as const;

/**
 * Choose, crop and upload an organisation's logo (square) or profile image (2:1, spec 001 §5),
 * with the same checks and cropper as the user's picture.
 */
export function OrganisationImageUpload({ organisationId, kind, onUploaded }: OrganisationImageUploadProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // The PNG just sent, shown as the preview once the server has stored it.
  const sent = useRef<Blob | null>(null);
  const shape = SHAPE[kind];
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setErrorKey(null);
    const read = await readImageFile(file);
    if ('errorKey' in read) setErrorKey(read.errorKey);
    else setSource(read.url);
  };

  return (
    <div className={`image-upload image-upload--${kind}`}>
      <div className="image-upload__preview">
        <img src={preview ?? defaultOrganisation} alt={preview ? t(`createFacility.images.${kind}Alt`) : ''} />
      </div>
      <div className="image-upload__body">
        <h3 className="image-upload__title">{t(`createFacility.images.${kind}`)}</h3>
        <p className="muted">{t(`createFacility.images.${kind}Hint`)}</p>
        <FileTrigger
          acceptedFileTypes={[...ACCEPTED_EXTENSIONS, 'image/png', 'image/jpeg']}
          onSelect={(files) => void choose(files)}
        >
          <Button className="button button--secondary button--small">
            <Icon name="camera" size={18} />
            {t(preview ? 'createFacility.images.change' : 'createFacility.images.choose', {
              image: t(`createFacility.images.${kind}Name`),
            })}
          </Button>
        </FileTrigger>
        {errorKey && <Alert>{t(errorKey, { min: MIN_IMAGE_SIZE })}</Alert>}
        {preview && <p className="image-upload__done">{t('createFacility.images.uploaded')}</p>}
      </div>
      <CropDialog
        source={source}
        aspect={shape.aspect}
        round={false}
        title={t(`createFacility.images.${kind}CropTitle`)}
        upload={(png) => {
          sent.current = png;
          return api.POST(shape.path, {
            params: { path: { id: organisationId } },
            body: { file: png },
            bodySerializer: imageForm(shape.fileName),
          });
        }}
        onClose={() => setSource(null)}
        onUploaded={(imageId) => {
          if (sent.current) setPreview(URL.createObjectURL(sent.current));
          setSource(null);
          onUploaded(imageId);
        }}
      />
    </div>
  );
}
