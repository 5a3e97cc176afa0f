import { useRouter } from '@tanstack/react-router';
import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { BenchmarkSharingQuestion, sharingToBeAsked } from '../insights';
import { activeOrganisationAtom } from '../session/atoms';
import { useServices } from '../services';
import { Alert } from '../ui/Alert';
import type { AnnualDataYear, YearOption } from './load-reviews';
import { YearSelect } from './YearSelect';
import { buttonClass } from '../ui/button';

/** The years that can still be added: offered by the programme and not used yet (docs/annual-data.md#behaviour). */
export function unusedYears(options: readonly YearOption[], used: readonly AnnualDataYear[]): number[] {
  const taken = new Set(used.map(({ year }) => year));
  return options.map(({ value }) => value).filter((year) => !taken.has(year));
}

interface AddYearDialogProps {
  organisationId: number;
  options: readonly YearOption[];
  years: readonly AnnualDataYear[];
  onAdded?: (year: number) => void;
}

/**
 * "Add a year": a button and its dialog offering only the years not used yet. A facility that was
 * never asked whether it shares its figures is asked once the year is started, before the year
 * opens (docs/benchmarks-and-targets.md#anonymity).
 */
export function AddYear({ organisationId, options, years, onAdded }: AddYearDialogProps) {
  const { t } = useTranslation();
  const services = useServices();
  const { api } = services;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  // The year just started, while the sharing question is open; it opens once that is answered.
  const [asking, setAsking] = useState<number | null>(null);
  // Tournaments have no benchmarks (docs/benchmarks-and-targets.md#peers).
  const isFacility = useAtomValue(activeOrganisationAtom)?.type === 'FACILITY';
  const available = unusedYears(options, years);

  const add = useSubmit(
    (chosen: number) =>
      api.POST('/api/reviews/annual-data/organisation/{orgId}/year', {
        params: { path: { orgId: organisationId } },
        body: { year: chosen },
      }),
    {
      onSuccess: async (_data, chosen) => {
        setOpen(false);
        setYear(null);
        await router.invalidate();
        if (isFacility && (await sharingToBeAsked(services, organisationId))) setAsking(chosen);
        else onAdded?.(chosen);
      },
      onRefusal: ({ status }) => (status === 409 ? { key: 'reviews.years.taken' } : undefined),
    },
  );
  const close = () => {
    add.clear();
    setOpen(false);
  };

  return (
    <>
      <Button
        className={buttonClass('secondary')}
        onPress={() => setOpen(true)}
        isDisabled={available.length === 0}
      >
        {t('reviews.years.add')}
      </Button>
      <ModalDialog isOpen={open} onClose={close} title={t('reviews.years.addTitle')}>
        {add.formError && <Alert>{add.formError}</Alert>}
        <p>{t('reviews.years.addText')}</p>
        <YearSelect
          label={t('reviews.years.year')}
          years={available}
          value={year}
          onChange={setYear}
          placeholder={t('reviews.years.choose')}
        />
        <DialogActions>
          <Button className={buttonClass('secondary')} onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button
            className={buttonClass('primary')}
            isDisabled={year === null || add.pending}
            onPress={() => year !== null && void add.submit(year)}
          >
            {t('reviews.years.addConfirm')}
          </Button>
        </DialogActions>
      </ModalDialog>
      <BenchmarkSharingQuestion
        organisationId={organisationId}
        isOpen={asking !== null}
        onDone={() => {
          const started = asking;
          setAsking(null);
          if (started !== null) onAdded?.(started);
        }}
      />
    </>
  );
}
