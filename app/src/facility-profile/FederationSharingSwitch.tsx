import { useCallback } from 'react';
import { SettingSwitch } from '../forms/SettingSwitch';
import { useApi } from '../services';

interface Props {
  organisationId: number;
  /** Members who may change details switch it; everyone else reads it. */
  canEdit: boolean;
}

/**
 * Whether the facility's national federation sees its progress and certification state
 * (docs/programme-console.md#federations): off until switched on, saved as it is switched; the
 * federation never sees answers, notes or documents.
 */
export default function FederationSharingSwitch({ organisationId, canEdit }: Props) {
  const api = useApi();
  const read = useCallback(
    async () =>
      (
        await api.GET('/api/organisation/{orgId}/federation-sharing', {
          params: { path: { orgId: organisationId } },
        })
      ).data?.data.shareWithFederation ?? null,
    [api, organisationId],
  );
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
      read={read}
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
