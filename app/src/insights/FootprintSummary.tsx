import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import type { CarbonFootprint, QuestionLink } from './insights-api';

/** Tonnes with at most two decimals in the reader's language. */
export function useTonnes(): (tonnes: number) => string {
  const { language } = useTranslation();
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (tonnes) => format.format(tonnes);
}

/** A link to the annual-data question, opening its field set. */
export function QuestionLinkItem({ question, year }: { question: QuestionLink; year: number }) {
  return (
    <AppLink
      to="/annual-review/$reviewType/$year/$type/$sectionId/$hash"
      params={{
        reviewType: 'annual-data',
        year: String(year),
        type: question.sectionSlug,
        sectionId: String(question.sectionId),
        hash: String(question.fieldSetId),
      }}
    >
      {question.title}
    </AppLink>
  );
}

/**
 * The footprint of a year (issue 12): the total, per scope, per hole and hectare, the breakdown
 * by source, and the unanswered questions that would change it, each linking to its question.
 */
export function FootprintSummary({
  footprint,
  compact = false,
}: {
  footprint: CarbonFootprint;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const tonnes = useTonnes();
  const bySource = new Map<string, number>();
  for (const source of footprint.sources)
    bySource.set(source.key, (bySource.get(source.key) ?? 0) + source.tonnes);
  const largest = Math.max(0, ...bySource.values());
  return (
    <div className="footprint">
      <p className="footprint__total" data-testid="footprint-total">
        <strong>{tonnes(footprint.totalTonnes)}</strong> {t('insights.tonnesCo2e')}
      </p>
      <p className="footprint__scopes">
        {t('insights.scopes', {
          scope1: tonnes(footprint.scope1),
          scope2: tonnes(footprint.scope2),
          scope3: tonnes(footprint.scope3),
        })}
      </p>
      {!compact && (footprint.perHole !== null || footprint.perHectare !== null) && (
        <p className="footprint__per">
          {[
            footprint.perHole === null ? null : t('insights.perHole', { value: tonnes(footprint.perHole) }),
            footprint.perHectare === null
              ? null
              : t('insights.perHectare', { value: tonnes(footprint.perHectare) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {bySource.size > 0 && (
        <ul className="footprint__sources" aria-label={t('insights.breakdown')}>
          {[...bySource]
            .sort((a, b) => b[1] - a[1])
            .map(([key, value]) => (
              <li key={key} className="footprint__source">
                <span className="footprint__label">{t(`insights.source.${key}`)}</span>
                <span className="footprint__bar" aria-hidden="true">
                  <span style={{ width: `${largest > 0 ? (value / largest) * 100 : 0}%` }} />
                </span>
                <span className="footprint__value">{tonnes(value)} t</span>
              </li>
            ))}
        </ul>
      )}
      {footprint.missing.length > 0 && (
        <div className="footprint__missing">
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
    </div>
  );
}
