import { SettingSwitch } from '../forms/SettingSwitch';
import { useApi } from '../services';

interface Props {
  organisationId: number;
  /** Whether it counts now, as the page's loader read it. */
  contributes: boolean;
  /** Members who may change details switch it; everyone else reads it. */
  canEdit: boolean;
}

/**
 * Whether the facility's figures count in other facilities' benchmarks
 * (docs/benchmarks-and-targets.md#anonymity): saved as it is switched; a facility that does not
 * contribute still sees its own comparison.
 */
export default function BenchmarkSharingSwitch({ organisationId, contributes, canEdit }: Props) {
  const api = useApi();
  return (
    <SettingSwitch
      id="benchmark-sharing-title"
      words={{
        title: 'benchmarks.sharing.title',
        text: 'benchmarks.sharing.text',
        label: 'benchmarks.sharing.label',
        savedOn: 'benchmarks.sharing.savedOn',
        savedOff: 'benchmarks.sharing.savedOff',
      }}
      initial={contributes}
      write={(contribute) =>
        api.PUT('/api/insights/organisation/{orgId}/benchmarks/sharing', {
          params: { path: { orgId: organisationId } },
          body: { contribute },
        })
      }
      saved={(data) => data.data.contribute}
      canEdit={canEdit}
    />
  );
}
