import { useEffect, useState } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import styles from './BenchmarkSharingSwitch.module.css';
import { Panel, PanelTitle } from '../ui/Panel';
import { ToggleSwitch } from '../ui/ToggleSwitch';

interface Props {
  organisationId: number;
  /** Members who may change details switch it; everyone else reads it. */
  canEdit: boolean;
}

/**
 * Whether the facility's figures count in other facilities' benchmarks
 * (docs/benchmarks-and-targets.md#anonymity): saved as it is switched; a facility that does not
 * contribute still sees its own comparison.
 */
export default function BenchmarkSharingSwitch({ organisationId, canEdit }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [contribute, setContribute] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let current = true;
    api
      .GET('/api/insights/organisation/{orgId}/benchmarks/sharing', {
        params: { path: { orgId: organisationId } },
      })
      .then(
        ({ data }) => current && setContribute(data?.data.contribute ?? null),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [api, organisationId]);

  const save = useSubmit(
    (next: boolean) =>
      api.PUT('/api/insights/organisation/{orgId}/benchmarks/sharing', {
        params: { path: { orgId: organisationId } },
        body: { contribute: next },
      }),
    {
      onSuccess: (data) => {
        setContribute(data.data.contribute);
        setSaved(true);
      },
    },
  );

  if (contribute === null) return null;
  return (
    <Panel aria-labelledby="benchmark-sharing-title">
      <PanelTitle id="benchmark-sharing-title">{t('benchmarks.sharing.title')}</PanelTitle>
      <p className="muted">{t('benchmarks.sharing.text')}</p>
      {save.formError && <Alert>{save.formError}</Alert>}
      <ToggleSwitch
        isSelected={contribute}
        isDisabled={!canEdit || save.pending}
        onChange={(next) => {
          setSaved(false);
          void save.submit(next);
        }}
      >
        {t('benchmarks.sharing.label')}
      </ToggleSwitch>
      <p className={styles.state} role="status">
        {saved ? t(contribute ? 'benchmarks.sharing.savedOn' : 'benchmarks.sharing.savedOff') : ''}
      </p>
    </Panel>
  );
}
