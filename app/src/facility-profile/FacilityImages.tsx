import { useTranslation } from '../i18n/useTranslation';
import {
  OrganisationImageUpload,
  OrganisationImageUploads,
  type OrganisationImageKind,
} from '../organisations';
import { Panel, PanelTitle } from '../ui/Panel';

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
    <Panel aria-labelledby="facility-images-title">
      <PanelTitle id="facility-images-title">{t('facilityProfile.imagesTitle')}</PanelTitle>
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
    </Panel>
  );
}
