import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { FootprintSummary } from './FootprintSummary';
import { loadFootprint, type CarbonFootprint } from './load-insights';

interface FootprintPanelProps {
  organisationId: number;
  year: number;
  /** The footprint a loader already has; without one the panel asks for it. */
  initial?: CarbonFootprint | null;
  /** Changes when the answers were saved: the panel asks for the footprint again. */
  refreshKey?: number | null;
  /**
   * The well-to-tank switch held by the page, when something else on it (the report) follows the
   * same switch; without it the panel keeps its own.
   */
  wellToTank?: { include: boolean; onChange: (include: boolean) => void };
}

type Loaded = { footprint: CarbonFootprint | null } | 'failed';

/**
 * A year's footprint from the one footprint endpoint, asked for again when the well-to-tank switch
 * changes or the answers were saved, so every page shows the figure the server computes.
 */
export function FootprintPanel({
  organisationId,
  year,
  initial,
  refreshKey,
  wellToTank: held,
}: FootprintPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [own, setOwn] = useState(false);
  const wellToTank = held ? held.include : own;
  const setWellToTank = held ? held.onChange : setOwn;
  const [loaded, setLoaded] = useState<Loaded | undefined>(
    initial === undefined ? undefined : { footprint: initial },
  );
  const [busy, setBusy] = useState(initial === undefined);
  // What the loader gave is already this request's answer: the first run needs no second one.
  const given = useRef(initial !== undefined && (initial?.wellToTankIncluded ?? false) === wellToTank);

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    let current = true;
    setBusy(true);
    loadFootprint(api, organisationId, year, wellToTank)
      .then(
        (footprint) => current && setLoaded({ footprint }),
        () => current && setLoaded('failed'),
      )
      .finally(() => current && setBusy(false));
    return () => {
      current = false;
    };
  }, [api, organisationId, year, wellToTank, refreshKey]);

  if (loaded === undefined) return null;
  if (loaded === 'failed') return <Alert>{t('insights.footprintLoadFailed')}</Alert>;
  if (!loaded.footprint) return <p>{t('insights.noFootprintYet')}</p>;
  return <FootprintSummary footprint={loaded.footprint} busy={busy} onWellToTankChange={setWellToTank} />;
}
