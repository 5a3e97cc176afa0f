import { useTranslation } from '../i18n/useTranslation';
import {
  OrganisationImageUpload,
  OrganisationImageUploads,
  type OrganisationImageKind,
} from '../organisations/OrganisationImageUpload';

interface FacilityImagesProps {
  organisationId: number;
  logoId: number | null;
  profileImage: string | null;
  canEdit: boolean;
  onUploaded: (kind: OrganisationImageKind, imageId: number, preview: string) => void;
}

/** The logo (square) and profile image (270×160, ratio 2) with crop and upload (docs/facility-profile.md#what-is-stored, docs/facility-profile.md#input-rules). */
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
      <OrganisationImageUploads wide>
        <OrganisationImageUpload
          organisationId={organisationId}
          kind="logo"
          current={{ logoId }}
          canEdit={canEdit}
          onUploaded={onUploaded}
        />
        <OrganisationImageUpload
          organisationId={organisationId}
          kind="profile"
          current={{ url: profileImage }}
          canEdit={canEdit}
          onUploaded={onUploaded}
        />
      </OrganisationImageUploads>
    </section>
  );
}
