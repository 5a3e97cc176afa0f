import { SettingSwitch } from '../forms/SettingSwitch';
import { useApi } from '../services';

interface Props {
  organisationId: number;
  /** Whether it is shared now, as the page's loader read it. */
  shared: boolean;
  /** Members who may change details switch it; everyone else reads it. */
  canEdit: boolean;
}

/**
 * Whether the facility's national federation sees its progress and certification state
 * (docs/programme-console.md#federations): off until switched on, saved as it is switched; the
 * federation never sees answers, notes or documents.
 */
export default function FederationSharingSwitch({ organisationId, shared, canEdit }: Props) {
  const api = useApi();
  return (
    <SettingSwitch
      id="federation-sharing-title"
      words={{
        title: 'federationSharing.title',
        text: 'federationSharing.text',
        label: 'federationSharing.label',
        savedOn: 'federationSharing.savedOn',
        savedOff: 'federationSharing.savedOff',
      }}
      initial={shared}
      write={(shareWithFederation) =>
        api.PUT('/api/organisation/{orgId}/federation-sharing', {
          params: { path: { orgId: organisationId } },
          body: { shareWithFederation },
        })
      }
      saved={(data) => data.data.shareWithFederation}
      canEdit={canEdit}
    />
  );
}
