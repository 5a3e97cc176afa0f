import { type ReactNode, useEffect, useState } from 'react';
import defaultOrganisation from '../assets/default-organisation.svg';
import { useTranslation } from '../i18n/useTranslation';
import { imageForm } from '../forms/crop-image';
import { ImageCropUpload } from '../forms/ImageCropUpload';
import { useApi } from '../services';
import { ApiImage } from '../ui/ApiImage';
import styles from './organisations.module.css';

export type OrganisationImageKind = 'logo' | 'profile';

const SHAPE = {
  logo: { aspect: 1, path: '/api/organisation/{id}/logo', fileName: 'logo.png' },
  profile: { aspect: 2, path: '/api/organisation/{id}/profile', fileName: 'profile-image.png' },
} as const;

interface OrganisationImageUploadProps {
  organisationId: number;
  kind: OrganisationImageKind;
  /**
   * The stored image (the logo by id, the profile image as a loaded URL), shown on the profile.
   * Without it (a facility just created) the slot shows what was uploaded here, if anything.
   */
  current?: { logoId: number | null } | { url: string | null };
  canEdit?: boolean;
  /** With `current`: called with the stored image's id and a preview URL of what was uploaded. */
  onUploaded?: (kind: OrganisationImageKind, imageId: number, preview: string) => void;
}

/**
 * An organisation's logo (square) or profile image (2:1, docs/organisations.md#what-is-stored, docs/organisations.md#input-rules) with choose, crop and
 * upload, using the same checks and cropper as the user's picture.
 */
export function OrganisationImageUpload({
  organisationId,
  kind,
  current,
  canEdit = true,
  onUploaded,
}: OrganisationImageUploadProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const shape = SHAPE[kind];
  const alt = t(`createFacility.images.${kind}Alt`);
  useEffect(() => () => void (uploaded && URL.revokeObjectURL(uploaded)), [uploaded]);

  const hasImage = !current
    ? uploaded !== null
    : 'logoId' in current
      ? current.logoId !== null
      : current.url !== null;
  const preview = !current ? (
    <img src={uploaded ?? defaultOrganisation} alt={uploaded ? alt : ''} />
  ) : 'logoId' in current ? (
    <ApiImage
      source={current.logoId ? { kind: 'logo', id: current.logoId } : null}
      fallback={defaultOrganisation}
      alt={alt}
    />
  ) : (
    <img src={current.url ?? defaultOrganisation} alt={alt} />
  );

  return (
    <div
      className={`${styles.imageUpload} ${kind === 'logo' ? styles.imageUploadLogo : styles.imageUploadProfile}`}
    >
      <div className={styles.imageUploadPreview}>{preview}</div>
      <div className={styles.imageUploadBody}>
        <h3 className={styles.imageUploadTitle}>{t(`createFacility.images.${kind}`)}</h3>
        {canEdit && (
          <>
            <p className={`muted ${styles.imageUploadHint}`}>{t(`createFacility.images.${kind}Hint`)}</p>
            <ImageCropUpload
              label={t(hasImage ? 'createFacility.images.change' : 'createFacility.images.choose', {
                image: t(`createFacility.images.${kind}Name`),
              })}
              aspect={shape.aspect}
              round={false}
              cropTitle={t(`createFacility.images.${kind}CropTitle`)}
              upload={(png) =>
                api.POST(shape.path, {
                  params: { path: { id: organisationId } },
                  body: { file: png },
                  bodySerializer: imageForm(shape.fileName),
                })
              }
              onUploaded={(imageId, png) => {
                if (current) onUploaded?.(kind, imageId, png ? URL.createObjectURL(png) : '');
                else if (png) setUploaded(URL.createObjectURL(png));
              }}
            />
          </>
        )}
        {!current && uploaded && (
          <p className={styles.imageUploadDone}>{t('createFacility.images.uploaded')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The organisation's uploads (logo, profile picture): one under the other after creating a facility,
 * side by side with larger previews (`wide`) on the facility profile.
 */
export function OrganisationImageUploads({
  children,
  wide = false,
}: {
  children: ReactNode;
  wide?: boolean;
}) {
  return <div className={wide ? styles.wide : styles.imageUploads}>{children}</div>;
}
