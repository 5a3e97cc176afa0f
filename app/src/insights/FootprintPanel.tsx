import type { AnswerMap, QuestionSet } from '@oncourse/engine';
import { useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { FootprintSummary } from './FootprintSummary';
import { liveFootprint, type FootprintBasis } from './live-footprint';
import { loadFootprint, loadFootprintBasis, type CarbonFootprint } from './load-insights';
import styles from './insights.module.css';

/** The answers being typed on the page, for a footprint that follows them before they are saved. */
export interface LiveAnswers {
  subscribe: (listener: () => void) => () => void;
  /** The answers the footprint counts while some are not saved yet; null while all are saved. */
  current: () => AnswerMap | null;
  questionSet: QuestionSet;
}

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
  /** The page's answers as they are typed: the footprint follows them before they are saved. */
  live?: LiveAnswers;
}

type Loaded = { footprint: CarbonFootprint | null } | 'failed';

const NOTHING_TYPED = () => () => undefined;
const NONE = () => null;

/**
 * A year's footprint from the one footprint endpoint, asked for again when the well-to-tank switch
 * changes or the answers were saved, so every page shows the figure the server computes. While
 * answers typed on the page are not saved yet, the engine computes it from them in the browser,
 * over the factors the server names for the year (docs/carbon-method.md): the figure they will
 * give once saved.
 */
export function FootprintPanel({
  organisationId,
  year,
  initial,
  refreshKey,
  wellToTank: held,
  live,
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
  const typing = useTypedFootprint(live, organisationId, year, wellToTank);

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

  // Built again only when the deferred computation gives a new footprint, not on each keystroke.
  const typedSummary = useMemo(
    () => typing && <FootprintSummary footprint={typing} busy={false} onWellToTankChange={setWellToTank} />,
    [typing],
  );

  if (typedSummary) {
    return (
      <>
        <p className={styles.footprintLive} role="status">
          {t('insights.footprintUnsaved')}
        </p>
        {typedSummary}
      </>
    );
  }
  if (loaded === undefined) return null;
  if (loaded === 'failed') return <Alert>{t('insights.footprintLoadFailed')}</Alert>;
  if (!loaded.footprint) return <p>{t('insights.noFootprintYet')}</p>;
  return <FootprintSummary footprint={loaded.footprint} busy={busy} onWellToTankChange={setWellToTank} />;
}

/**
 * The footprint of the answers typed and not saved yet, or null while all are saved (or the
 * factors are not here yet). The factors are asked for once something is typed. The computation
 * follows the typing at a lower priority (`useDeferredValue`), so a keystroke never waits for it.
 */
function useTypedFootprint(
  live: LiveAnswers | undefined,
  organisationId: number,
  year: number,
  wellToTank: boolean,
): CarbonFootprint | null {
  const api = useApi();
  const typed = useSyncExternalStore(live?.subscribe ?? NOTHING_TYPED, live?.current ?? NONE);
  const deferred = useDeferredValue(typed);
  const [basis, setBasis] = useState<FootprintBasis | 'failed' | null>(null);
  const wanted = typed !== null && basis === null;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadFootprintBasis(api, organisationId, year).then(
      (loaded) => current && setBasis(loaded),
      // Without the factors the panel keeps showing the saved answers' footprint.
      () => current && setBasis('failed'),
    );
    return () => {
      current = false;
    };
  }, [api, organisationId, year, wanted]);
  const questionSet = live?.questionSet;
  const footprint = useMemo(
    () =>
      deferred && questionSet && basis && basis !== 'failed'
        ? liveFootprint(basis, deferred, questionSet, wellToTank)
        : null,
    [deferred, questionSet, basis, wellToTank],
  );
  return typed === null ? null : footprint;
}
