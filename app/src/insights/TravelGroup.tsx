import { factorShortSource, footprintLineLabel, formatNumber } from '@oncourse/engine';
import { useTranslation } from '../i18n/useTranslation';
import { DataTable } from '../ui/Table';
import type { CarbonFootprint } from './load-insights';
import styles from './insights.module.css';

type Travel = NonNullable<CarbonFootprint['travel']>;

/** Figures written the reader's regional way, at most `digits` decimals (as the footprint's own table). */
function useFigures(): (value: number, digits?: number) => string {
  const { locale } = useTranslation();
  return (value, digits = 2) => formatNumber(value, locale, { maxDecimals: digits });
}

/**
 * Whether the headline includes travel, in one plain sentence: said wherever the footprint is
 * shown, so no reader takes a total with or without travel for the other (docs/carbon-method.md#travel).
 */
export function TravelHeadlineWords({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const tonnes = useFigures();
  return (
    <p className={styles.travelStatus} data-testid="travel-status">
      {t('insights.travel.total', { value: tonnes(travel.tonnes) })}.{' '}
      {t(travel.included ? 'insights.travel.included' : 'insights.travel.outside')}
    </p>
  );
}

/**
 * The travel group of a year's footprint (docs/carbon-method.md#travel): its total per round played
 * and per hole, whether the headline includes it, and each line with its published factor.
 */
export function TravelGroup({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const tonnes = useFigures();
  const per = [
    travel.perRound === null
      ? null
      : t('insights.travel.perRound', { value: tonnes(travel.perRound * 1000) }),
    travel.perHole === null ? null : t('insights.perHole', { value: tonnes(travel.perHole, 3) }),
  ].filter((part) => part !== null);
  return (
    <section className={styles.travel} aria-labelledby="footprint-travel">
      <h3 id="footprint-travel" className={styles.travelTitle}>
        {t('insights.travel.title')}
      </h3>
      <TravelHeadlineWords travel={travel} />
      {per.length > 0 && <p className={styles.footprintPer}>{per.join(' · ')}</p>}
      {travel.lines.length === 0 ? (
        <p>{t('insights.travel.none')}</p>
      ) : (
        <DataTable stacking className={styles.footprintLines}>
          <caption>{t('insights.travel.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.table.source')}</th>
              <th scope="col" className={styles.footprintNumber}>
                {t('insights.table.amount')}
              </th>
              <th scope="col" className={styles.footprintNumber}>
                {t('insights.table.factor')}
              </th>
              <th scope="col">{t('insights.table.document')}</th>
              <th scope="col" className={styles.footprintNumber}>
                {t('insights.tonnesCo2e')}
              </th>
            </tr>
          </thead>
          <tbody>
            {travel.lines.map((line) => (
              <tr key={`${line.key}-${line.detail ?? ''}`}>
                <th scope="row" data-label={t('insights.table.source')}>
                  {footprintLineLabel(line, t)}
                </th>
                <td data-label={t('insights.table.amount')} className={styles.footprintNumber}>
                  {line.facilityAmount ? (
                    <>
                      {tonnes(line.facilityAmount.amount)} {line.facilityAmount.unit}
                      <span className={styles.footprintFactorAmount}>
                        {tonnes(line.amount)} {line.amountUnit}
                      </span>
                    </>
                  ) : (
                    <>
                      {tonnes(line.amount)} {line.amountUnit}
                    </>
                  )}
                </td>
                <td data-label={t('insights.table.factor')} className={styles.footprintNumber}>
                  {tonnes(line.factor.value, 6)} {line.factor.unit}
                </td>
                <td data-label={t('insights.table.document')}>
                  <span title={`${line.factor.source}; ${line.factor.table}; ${line.factor.row}`}>
                    {factorShortSource(line.factor, t)}
                  </span>
                </td>
                <td data-label={t('insights.tonnesCo2e')} className={styles.footprintNumber}>
                  {tonnes(line.tonnes, 3)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
