import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { FormPanel } from '../forms/FormPanel';
import { useServices } from '../services';
import { userAtom } from '../session/atoms';
import { facilityGeneralData, facilityGeneralForm, type FacilityGeneralData } from './facility-general.form';
import { FacilityImages } from './FacilityImages';
import { OrganisationArchive } from './OrganisationArchive';
import { PublicProfileSection } from './PublicProfileSection';
import type { FacilityProfileData } from './load-facility-profile';
import { ReadOnlyFields } from './ReadOnlyFields';
import { syncOrganisation } from '../session/organisation-sync';
import styles from './facility-profile.module.css';
import { Panel, PanelTitle } from '../ui/Panel';
import { validateFns as facilityGeneralValidators } from '../forms/validators/facilityGeneral.gen.js';

interface FacilityGeneralTabProps {
  data: FacilityProfileData;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * General information (docs/facility-profile.md#screens, docs/facility-profile.md#input-rules): the profile form, the logo and the profile image. A new
 * measurement unit reloads every page's data, so the reviews show the new units (the server reads
 * the organisation's unit for them).
 */
export function FacilityGeneralTab({ data, canEdit, onDirtyChange }: FacilityGeneralTabProps) {
  const { t, locale } = useTranslation();
  const text = useText();
  const services = useServices();
  const router = useRouter();
  const { organisation } = data;
  const user = useAtomValue(userAtom);
  // Only the owner may take everything away in one file (the server answers 403 to anyone else).
  const isOwner = data.team.some((member) => member.userType === 'OWNER' && member.id === user?.id);
  const tournament = organisation.organisation_type.name === 'TOURNAMENT';
  const form = useMemo(
    () => facilityGeneralForm(text, data.countries, tournament, locale),
    [text, data.countries, tournament, locale],
  );
  const initial = useMemo(() => facilityGeneralData(organisation), [organisation]);
  const [saved, setSaved] = useState(false);
  const [profileImage, setProfileImage] = useState(data.profileImage);

  const save = useSubmit(
    (values: FacilityGeneralData) => {
      setSaved(false);
      return services.api.PATCH('/api/organisation/{id}', {
        params: { path: { id: organisation.id } },
        body: form.toPayload(values),
      });
    },
    {
      settle: true,
      onSuccess: async (answer) => {
        syncOrganisation(services.store, organisation.id, {
          name: answer.data.title,
          countryId: answer.data.country_lookup_id,
        });
        onDirtyChange(false);
        setSaved(true);
        await router.invalidate();
      },
      onRefusal: ({ status, detail }) => {
        if (status === 401) return 'handled';
        if (detail?.code === 'NOT_UNIQUE' && detail.field === 'title')
          return { field: 'title', key: 'createFacility.titleTaken' };
        return undefined;
      },
    },
  );

  return (
    <div className={styles.profileTab}>
      {canEdit ? (
        <FormPanel
          titleId="facility-general-title"
          title={t('facilityProfile.generalTitle')}
          config={form}
          validators={facilityGeneralValidators}
          initial={initial}
          onDirtyChange={onDirtyChange}
          onSubmit={save.submit}
          busy={save.pending}
          status={saved ? 'saved' : save.formError ? 'failed' : null}
          fieldErrors={save.fieldErrors}
        />
      ) : (
        <Panel aria-labelledby="facility-general-title">
          <PanelTitle id="facility-general-title">{t('facilityProfile.generalTitle')}</PanelTitle>
          <p className="muted">{t('facilityProfile.viewOnly')}</p>
          <ReadOnlyFields schema={form.schema} data={initial} />
        </Panel>
      )}
      <FacilityImages
        organisationId={organisation.id}
        logoId={organisation.logo_id}
        profileImage={profileImage}
        canEdit={canEdit}
        onUploaded={(kind, imageId, preview) => {
          if (kind === 'logo') syncOrganisation(services.store, organisation.id, { logoId: imageId });
          else if (preview) setProfileImage(preview);
          void router.invalidate();
        }}
      />
      {/* Without its settings the rest of the profile works: the section is left out. */}
      {data.publicProfile && (
        <PublicProfileSection
          organisationId={organisation.id}
          initial={data.publicProfile}
          canEdit={canEdit}
        />
      )}
      {isOwner && <OrganisationArchive organisationId={organisation.id} title={organisation.title} />}
    </div>
  );
}
