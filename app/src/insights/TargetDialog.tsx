import { ModalDialog } from '@oncourse/renderers/dialogs';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import type { ReductionTarget } from './load-benchmarks';
import { TARGET_PROBLEM_KEYS, targetData, targetForm, validateTarget, type TargetData } from './target.form';
import { buttonClass } from '../ui/button';
import { validateFns as reductionTargetValidators } from '../forms/validators/reductionTarget.gen.js';

interface Props {
  organisationId: number;
  /** The target to change; null sets a new one. */
  target: ReductionTarget | null;
  /** The year the new target starts from, by default. */
  baseYear: number;
  onSaved: () => void | Promise<void>;
  onClose: () => void;
}

/**
 * Sets or changes a reduction target (docs/benchmarks-and-targets.md#targets). Its own chunk: only
 * members who may change details open it. A refusal lands on its field with the catalogue's text.
 */
export default function TargetDialog({ organisationId, target, baseYear, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => targetForm(text), [text]);
  const validate = useMemo(() => validateTarget(text), [text]);
  const initial: TargetData = target
    ? targetData(target)
    : { kind: 'percentage', baseYear, targetYear: 2030 > baseYear ? 2030 : baseYear + 5 };
  const save = useSubmit(
    (data: TargetData) => {
      const body = form.toPayload(data);
      return target
        ? api.PUT('/api/insights/organisation/{orgId}/targets/{targetId}', {
            params: { path: { orgId: organisationId, targetId: target.id } },
            body,
          })
        : api.POST('/api/insights/organisation/{orgId}/targets', {
            params: { path: { orgId: organisationId } },
            body,
          });
    },
    {
      settle: true,
      onSuccess: async () => {
        await onSaved();
        onClose();
      },
      onRefusal: ({ status, detail }) => {
        if (status === 409 && detail?.field === 'metric')
          return { field: 'metric', key: 'targets.form.metricTaken' };
        const code =
          detail?.code === 'BELOW_MIN_VALUE' ? 104 : detail?.code === 'ABOVE_MAX_VALUE' ? 105 : null;
        if (status === 422 && code && (detail?.field === 'percent' || detail?.field === 'targetYear'))
          return { field: detail.field, key: TARGET_PROBLEM_KEYS[detail.field][code] };
        return undefined;
      },
    },
  );
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={t(target ? 'targets.form.editTitle' : 'targets.form.addTitle')}
    >
      <p className="muted">{t('targets.form.intro')}</p>
      {save.formError && <Alert>{save.formError}</Alert>}
      <AppForm<TargetData>
        config={form}
        validators={reductionTargetValidators}
        formData={initial}
        onSubmit={save.submit}
        busy={save.pending}
        fieldErrors={save.fieldErrors}
        customValidate={validate}
        submitLabel={t('targets.form.save')}
        actions={
          <Button className={buttonClass('secondary')} onPress={onClose}>
            {t('common.cancel')}
          </Button>
        }
      />
    </ModalDialog>
  );
}
