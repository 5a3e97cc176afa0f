import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { Suspense, lazy, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { useBenchmarkWords } from './benchmark-words';
import type { ReductionTarget } from './load-benchmarks';
import styles from './BenchmarksCard.module.css';
import { RowActions } from '../ui/Table';
import { buttonClass } from '../ui/button';

const TargetChart = lazy(() => import('./TargetChart'));
const TargetDialog = lazy(() => import('./TargetDialog'));

interface Props {
  organisationId: number;
  targets: ReductionTarget[];
  /** The year a new target starts from, by default. */
  year: number;
  /** Members who may change the organisation's details set, change and remove targets. */
  canEdit: boolean;
  /** Draws each target's path beside its words. */
  charts: boolean;
  headingLevel?: 'h2' | 'h3';
  onChanged: () => void | Promise<void>;
}

type Editing = { target: ReductionTarget | null } | null;

/**
 * The reduction targets (docs/benchmarks-and-targets.md#targets): each one's rule, its newest
 * year's standing with the gap in the figure's unit, and its path; set, change and remove for
 * members who may change details, read-only for everyone else.
 */
export function TargetsSection({
  organisationId,
  targets,
  year,
  canEdit,
  charts,
  headingLevel: Heading = 'h3',
  onChanged,
}: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const words = useBenchmarkWords();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ReductionTarget | null>(null);
  const remove = useSubmit(
    (target: ReductionTarget) =>
      api.DELETE('/api/insights/organisation/{orgId}/targets/{targetId}', {
        params: { path: { orgId: organisationId, targetId: target.id } },
      }),
    {
      onSuccess: async () => {
        setRemoving(null);
        await onChanged();
      },
    },
  );
  if (targets.length === 0 && !canEdit) return null;

  return (
    <section className={styles.targetsSection} aria-labelledby={`targets-title-${Heading}`}>
      <Heading id={`targets-title-${Heading}`}>{t('targets.title')}</Heading>
      {targets.length === 0 && <p className="muted">{t('targets.none')}</p>}
      <ul className={styles.targets}>
        {targets.map((target) => (
          <li key={target.id} className={styles.target} data-testid={`target-${target.metric}`}>
            <div className={styles.targetHead}>
              <p className={styles.targetRule}>{words.rule(target)}</p>
              {canEdit && (
                <RowActions>
                  <Button
                    className={buttonClass('secondary', 'small')}
                    aria-label={t('targets.editLabel', { metric: words.metricName(target.metric) })}
                    onPress={() => setEditing({ target })}
                  >
                    {t('targets.edit')}
                  </Button>
                  <Button
                    className={buttonClass('secondary', 'small')}
                    aria-label={t('targets.removeLabel', { metric: words.metricName(target.metric) })}
                    onPress={() => setRemoving(target)}
                  >
                    {t('targets.remove')}
                  </Button>
                </RowActions>
              )}
            </div>
            <p
              className={`${styles.status} ${target.latest ? styles[target.latest.status] : ''}`}
              data-status={target.latest?.status ?? 'none'}
            >
              {words.standing(target)}
            </p>
            {charts && (
              <Suspense fallback={null}>
                <TargetChart target={target} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <Button className={buttonClass('secondary')} onPress={() => setEditing({ target: null })}>
          {t('targets.add')}
        </Button>
      )}
      {editing && (
        <Suspense fallback={null}>
          <TargetDialog
            organisationId={organisationId}
            target={editing.target}
            baseYear={year}
            onSaved={onChanged}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('targets.removeTitle')}
        confirmLabel={t('targets.remove')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={() => {
          remove.clear();
          setRemoving(null);
        }}
        onConfirm={() => removing && void remove.submit(removing)}
      >
        {removing && <p>{t('targets.removeText', { rule: words.rule(removing) })}</p>}
        {remove.formError && <Alert>{remove.formError}</Alert>}
      </ConfirmDialog>
    </section>
  );
}
