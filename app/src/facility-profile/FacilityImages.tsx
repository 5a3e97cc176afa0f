import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import defaultOrganisation from '../assets/default-organisation.svg';
import { useTranslation } from '../i18n/useTranslation';
import { CropDialog, imageForm } from '../profile/CropDialog';
import { ACCEPTED_EXTENSIONS, MIN_IMAGE_SIZE, readImageFile } from '../profile/crop-image';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { ApiImage } from '../ui/ApiImage';
import { Icon } from '../ui/icons';
import '../organisations/organisations.css';

type Kind = 'logo' | 'profile';

const SHAPE = {
  logo: { aspect: 1, path: '/api/organisation/{id}/logo', fileName: 'logo.png' },
  profile: { aspect: 2, path: '/api/organisation/{id}/profile', fileName: 'profile-image.png' },
} as const;

interface ImageSlotProps {
  organisationId: number;
  kind: Kind;
  /** What is shown now: the logo by id, the profile image as a loaded URL. */
  current: { logoId: number | null } | { url: string | null };
  canEdit: boolean;
  onUploaded: (kind: Kind, imageId: number, preview: string) => void;
}

function ImageSlot({ organisationId, kind, current, canEdit, onUploaded }: ImageSlotProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [source, setSource] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState<Blob | null>(null);
  const shape = SHAPE[kind];
  const alt = t(`createFacility.images.${kind}Alt`);

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
        {'logoId' in current ? (
          <ApiImage
            source={current.logoId ? { kind: 'logo', id: current.logoId } : null}
            fallback={defaultOrganisation}
            alt={alt}
          />
        ) : (
          <img src={current.url ?? defaultOrganisation} alt={alt} />
        )}
      </div>
      <div className="image-upload__body">
        <h3 className="image-upload__title">{t(`createFacility.images.${kind}`)}</h3>
        {canEdit && (
          <>
            <p className="muted">{t(`createFacility.images.${kind}Hint`)}</p>
            <FileTrigger
              acceptedFileTypes={[...ACCEPTED_EXTENSIONS, 'image/png', 'image/jpeg']}
              onSelect={(files) => void choose(files)}
            >
              <Button className="button button--secondary button--small">
                <Icon name="camera" size={18} />
                {t('createFacility.images.change', { image: t(`createFacility.images.${kind}Name`) })}
              </Button>
            </FileTrigger>
          </>
        )}
        {errorKey && <Alert>{t(errorKey, { min: MIN_IMAGE_SIZE })}</Alert>}
      </div>
      <CropDialog
        source={source}
        aspect={shape.aspect}
        round={false}
        title={t(`createFacility.images.${kind}CropTitle`)}
        upload={(png) => {
          setSent(png);
          return api.POST(shape.path, {
            params: { path: { id: organisationId } },
            body: { file: png },
            bodySerializer: imageForm(shape.fileName),
          });
        }}
        onClose={() => setSource(null)}
        onUploaded={(imageId) => {
          setSource(null);
          onUploaded(kind, imageId, sent ? URL.createObjectURL(sent) : '');
        }}
      />
    </div>
  );
}

interface FacilityImagesProps {
  organisationId: number;
  logoId: number | null;
  profileImage: string | null;
  canEdit: boolean;
  onUploaded: (kind: Kind, imageId: number, preview: string) => void;
}

/** The logo (square) and profile image (270×160, ratio 2) with crop and upload (spec 001 §3, §5). */
export function FacilityImages({
  organisationId,
  logoId,
  profileImage,
  canEdit,
  onUploaded,
}: FacilityImagesProps) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="facility-images-title">
      <h2 id="facility-images-title" className="panel__title">
        {t('facilityProfile.imagesTitle')}
      </h2>
      <div className="facility-images">
        <ImageSlot
          organisationId={organisationId}
          kind="logo"
          current={{ logoId }}
          canEdit={canEdit}
          onUploaded={onUploaded}
        />
        <ImageSlot
          organisationId={organisationId}
          kind="profile"
          current={{ url: profileImage }}
          canEdit={canEdit}
          onUploaded={onUploaded}
        />
      </div>
    </section>
  );
}
