import {
  certificateWords,
  factorShortSource,
  footprintLineLabel,
  formatNumber,
  formatNumbersAlike,
  formatPercent,
  lineCountsCo2Only,
  lineNoteNumbers,
  marketStepWords,
} from '@oncourse/engine';
import { Switch } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import { barKey, perUnitArea } from './footprint-words';
import type { CarbonFootprint, QuestionLink } from './load-insights';
import styles from './insights.module.css';
import { DataTable } from '../ui/Table';
import { TravelGroup, TravelHeadlineWords } from './TravelGroup';

/** Tonnes with at most two decimals, written the reader's regional way (the catalogue's locale). */
export function useTonnes(): (tonnes: number, digits?: number) => string {
  const { locale } = useTranslation();
  return (tonnes, digits = 2) => formatNumber(tonnes, locale, { maxDecimals: digits });
}

/** A link to the annual-data question: its section opens at the question, ready to answer (docs/reviews.md#screens). */
export function QuestionLinkItem({ question, year }: { question: QuestionLink; year: number }) {
  return (
    <AppLink
      to="/annual-review/$reviewType/$year/$sectionSlug/$sectionId/$fieldSetId"
      params={{
        reviewType: 'annual-data',
        year: String(year),
        sectionSlug: question.sectionSlug,
        sectionId: String(question.sectionId),
        fieldSetId: String(question.fieldSetId),
      }}
      hash={`question-${question.questionId}`}
    >
      {question.title}
    </AppLink>
  );
}

/** Each factor the lines use, once, with everything needed to find it again in its source. */
function factorSources(footprint: CarbonFootprint): string[] {
  return [
    ...new Set(
      [...footprint.lines, ...(footprint.travel?.lines ?? [])].map(
        ({ factor }) =>
          `${factor.value} ${factor.unit} (${factor.gas}): ${factor.source}; ${factor.table}; ${factor.row}`,
      ),
    ),
  ];
}

/** The numbers of the notes below the table that concern a line, as a superscript beside its name. */
function LineNoteMarks({ numbers }: { numbers: number[] }) {
  const { t } = useTranslation();
  if (numbers.length === 0) return null;
  const list = numbers.join(', ');
  return (
    <sup className={styles.footprintNoteMarks} aria-label={t('insights.lineNotes', { numbers: list })}>
      {list}
    </sup>
  );
}

/**
 * How much of the headline total rests on measured data, and the tonnes of the rest by where they
 * come from (docs/carbon-method.md#data-quality); nothing for a total of zero.
 */
function MeasuredShare({ footprint }: { footprint: CarbonFootprint }) {
  const { t, locale } = useTranslation();
  const tonnes = useTonnes();
  const quality = footprint.dataQuality;
  if (quality.measuredShare === null) return null;
  return (
    <p className={styles.footprintPer} data-testid="footprint-measured-share">
      {t('insights.dataQuality', { percent: formatPercent(quality.measuredShare * 100, locale) })}{' '}
      {t('insights.dataQualityRest', {
        estimated: tonnes(quality.estimated),
        spend: tonnes(quality.spend),
        notStated: tonnes(quality.notStated),
      })}
    </p>
  );
}

interface FootprintSummaryProps {
  footprint: CarbonFootprint;
  /** The dashboard's card: the totals only. */
  compact?: boolean;
  /** Offers the well-to-tank switch when given; the caller asks for the footprint again. */
  onWellToTankChange?: (include: boolean) => void;
  /** While a changed footprint is on its way. */
  busy?: boolean;
}

/**
 * The footprint of a year (docs/carbon-method.md): the headline total named by its method with the other
 * Scope 2 method's total beside it, per scope, per hole and per unit of area, and each line with
 * its published factor, unit, source and year; the notes, the answers to check and the unanswered
 * questions that would change it, each linking to its question; and the method page.
 */
export function FootprintSummary({
  footprint,
  compact = false,
  onWellToTankChange,
  busy,
}: FootprintSummaryProps) {
  const { t, locale } = useTranslation();
  const tonnes = useTonnes();
  const headline = footprint[footprint.headline];
  const { location, market } = footprint;
  const bySource = new Map<string, number>();
  for (const line of footprint.lines) {
    const key = barKey(line);
    if (key) bySource.set(key, (bySource.get(key) ?? 0) + line.tonnes);
  }
  const largest = Math.max(0, ...bySource.values());
  const perArea = perUnitArea(footprint, headline.perHectare);
  // Per hole and per area side by side, with the same decimals (a missing one, as 0, sets none).
  const [perHole, perAreaText] = formatNumbersAlike([headline.perHole ?? 0, perArea?.value ?? 0], locale);
  const per = [
    headline.perHole === null ? null : t('insights.perHole', { value: perHole ?? '' }),
    perArea === null ? null : t(perArea.key, { value: perAreaText ?? '' }),
  ].filter((part) => part !== null);
  return (
    <div className={styles.footprint} aria-busy={busy || undefined}>
      <div className={styles.footprintTotals}>
        <p className={`${styles.footprintTotal} ${styles.footprintTotalHeadline}`}>
          <span className={styles.footprintTotalLabel}>{t('insights.headline')}</span>
          <span data-testid="footprint-total">
            <strong>{tonnes(headline.total)}</strong> {t('insights.tonnesCo2e')}
          </span>
        </p>
        <p className={`${styles.footprintTotal} ${styles.footprintTotalOther}`}>
          <span className={styles.footprintTotalLabel}>{t('insights.locationTotal')}</span>
          <span data-testid="footprint-location-total">
            <strong>{tonnes(location.total)}</strong> {t('insights.tonnesCo2e')}
          </span>
        </p>
      </div>
      <p className={styles.footprintScopes}>
        {t('insights.scopesBoth', {
          scope1: tonnes(market.scope1),
          scope2Market: tonnes(market.scope2),
          scope2Location: tonnes(location.scope2),
          scope3: tonnes(market.scope3),
        })}
      </p>
      {per.length > 0 && <p className={styles.footprintPer}>{per.join(' · ')}</p>}
      {compact && footprint.travel && <TravelHeadlineWords travel={footprint.travel} />}
      {!compact && <MeasuredShare footprint={footprint} />}
      {compact && footprint.missing.length > 0 && (
        // The card shows totals only: a year still being filled in must not read as a final figure.
        <p className={styles.footprintNotFinal}>
          {t('insights.notFinal')}{' '}
          <AppLink
            to="/annual-review/$reviewType/$year"
            params={{ reviewType: 'annual-data', year: String(footprint.year) }}
          >
            {t('insights.answerMissing')}
          </AppLink>
        </p>
      )}
      {!compact && onWellToTankChange && (
        <Switch
          className={styles.footprintSwitch}
          isSelected={footprint.wellToTankIncluded}
          isDisabled={busy}
          onChange={onWellToTankChange}
        >
          <span className={styles.footprintSwitchTrack} aria-hidden="true" />
          {t('insights.wellToTankToggle')}
        </Switch>
      )}
      {!compact && bySource.size > 0 && (
        <ul className={styles.footprintSources} aria-label={t('insights.breakdown')}>
          {[...bySource]
            .sort((a, b) => b[1] - a[1])
            .map(([key, value]) => (
              <li key={key} className={styles.footprintSource}>
                <span className={styles.footprintLabel}>
                  {t(key === 'wellToTank' ? 'insights.wellToTankShort' : `insights.source.${key}`)}
                </span>
                <span className={styles.footprintBar} aria-hidden="true" data-testid="footprint-bar">
                  <span style={{ width: `${largest > 0 ? (value / largest) * 100 : 0}%` }} />
                </span>
                <span className={styles.footprintValue}>{tonnes(value)} t</span>
              </li>
            ))}
        </ul>
      )}
      {!compact && footprint.lines.length > 0 && (
        <DataTable stacking className={styles.footprintLines}>
          <caption>{t('insights.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.table.source')}</th>
              <th scope="col">{t('insights.table.scope')}</th>
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
            {footprint.lines.map((line, index) => (
              <tr key={`${line.key}-${line.method ?? ''}-${line.detail ?? ''}-${index}`}>
                <th scope="row" data-label={t('insights.table.source')}>
                  {footprintLineLabel(line, t)}
                  <LineNoteMarks numbers={lineNoteNumbers(footprint.notes, line)} />
                  {marketStepWords(line, t, (kWh) => tonnes(kWh, 0)).map((step) => (
                    <span key={step} className={styles.footprintFactorAmount}>
                      {step}
                    </span>
                  ))}
                  {certificateWords(line, t, (kWh) => tonnes(kWh, 0)) && (
                    <span className={styles.footprintFactorAmount}>
                      {certificateWords(line, t, (kWh) => tonnes(kWh, 0))}
                    </span>
                  )}
                  <span className={styles.footprintFactorAmount} data-testid="footprint-line-quality">
                    {t(`insights.quality.${line.quality}`)}
                  </span>
                </th>
                <td data-label={t('insights.table.scope')}>{line.scope}</td>
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
                  {lineCountsCo2Only(line) && (
                    <span className={styles.footprintGas}>{t('insights.co2OnlyShort')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {!compact && footprint.travel && <TravelGroup travel={footprint.travel} />}
      {!compact && footprint.lines.length > 0 && (
        <details className={styles.footprintFactorSources}>
          <summary>{t('insights.factorSources')}</summary>
          <ul>
            {factorSources(footprint).map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </details>
      )}
      {!compact && footprint.notes.length > 0 && (
        // Numbered: each line of the table carries the numbers of the notes that concern it.
        <ol className={styles.footprintNotes} data-testid="footprint-notes">
          {footprint.notes.map((note) => (
            <li key={note}>{t(`insights.note.${note}`)}</li>
          ))}
        </ol>
      )}
      {!compact && footprint.flagged.length > 0 && (
        <div className={styles.footprintMissing}>
          <p>{t('insights.flagged')}</p>
          <ul>
            {footprint.flagged.map(({ question, note }) => (
              <li key={question.questionId}>
                <QuestionLinkItem question={question} year={footprint.year} />{' '}
                <span className={styles.footprintWhy}>{t(`insights.note.${note}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!compact && footprint.missing.length > 0 && (
        <div className={styles.footprintMissing}>
          <p>{t('insights.missing')}</p>
          <ul>
            {footprint.missing.map((question) => (
              <li key={question.questionId}>
                <QuestionLinkItem question={question} year={footprint.year} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <AppLink to="/carbon-method">{t('insights.methodLink')}</AppLink>
      </p>
    </div>
  );
}
