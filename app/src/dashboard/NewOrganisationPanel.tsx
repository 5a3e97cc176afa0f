import { useNavigate } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { syncOrganisation } from '../session/organisation-sync';
import { OrganisationImageUpload, OrganisationImageUploads } from '../organisations';
import { useServices } from '../services';
import type { ActiveOrganisation } from '../session/types';
import { buttonClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';

/**
 * Shown once on the dashboard right after an organisation is created: its logo and profile image,
 * which can also be added later in the profile. The creator lands here with a member's menu instead
 * of staying on the creation page.
 */
export function NewOrganisationPanel({ organisation }: { organisation: ActiveOrganisation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  return (
    <Panel aria-labelledby="new-organisation-title">
      <PanelTitle id="new-organisation-title">
        {t('createFacility.createdTitle', { name: organisation.name })}
      </PanelTitle>
      <p>{t('createFacility.createdText')}</p>
      <OrganisationImageUploads>
        {/* The logo shows in the organisation card and the menu at once, as on the profile. */}
        <OrganisationImageUpload
          organisationId={organisation.id}
          kind="logo"
          current={{ logoId: organisation.logoId }}
          onUploaded={(_kind, imageId) =>
            syncOrganisation(services.store, organisation.id, { logoId: imageId })
          }
        />
        <OrganisationImageUpload organisationId={organisation.id} kind="profile" />
      </OrganisationImageUploads>
      <Button
        className={buttonClass('secondary')}
        onPress={() => void navigate({ to: '/', replace: true, state: {} })}
      >
        {t('common.done')}
      </Button>
    </Panel>
  );
}
