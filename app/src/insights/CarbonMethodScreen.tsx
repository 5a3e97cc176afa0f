import { useTranslation } from '../i18n/useTranslation';
import styles from './insights.module.css';
import { PageLead } from '../ui/Page';

/**
 * How the carbon footprint is calculated (docs/carbon-method.md in words for club managers):
 * market- and location-based electricity, the order of market-based factors, the residual mix, a factor not published (or of an earlier
 * year), CO2 and CO2e, the factors' sources, which year's edition, what Scope 3 covers and UK
 * factors outside the UK, and where the figures come from. Linked from the footprint and the report.
 */
export function CarbonMethodScreen() {
  const { t } = useTranslation();
  const sections = [
    { id: 'scopes', title: t('method.scopesTitle'), text: t('method.scopes') },
    { id: 'scope2', title: t('method.scope2Title'), text: t('method.scope2') },
    { id: 'hierarchy', title: t('method.hierarchyTitle'), text: t('method.hierarchy') },
    { id: 'residual', title: t('method.residualTitle'), text: t('method.residual') },
    { id: 'gaps', title: t('method.gapsTitle'), text: t('method.gaps') },
    { id: 'gases', title: t('method.gasesTitle'), text: t('method.gases') },
    { id: 'quality', title: t('method.qualityTitle'), text: t('method.quality') },
    { id: 'sources', title: t('method.sourcesTitle'), text: t('method.sources') },
    { id: 'edition', title: t('method.editionTitle'), text: t('method.edition') },
    { id: 'abroad', title: t('method.abroadTitle'), text: t('method.abroad') },
  ];
  return (
    <article className={styles.carbonMethod}>
      <h1>{t('method.title')}</h1>
      <PageLead>{t('method.lead')}</PageLead>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`method-${section.id}`}>
          <h2 id={`method-${section.id}`}>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </article>
  );
}
