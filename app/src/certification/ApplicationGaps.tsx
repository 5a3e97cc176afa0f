import { useTranslation } from '../i18n/useTranslation';
import { ReadinessQuestionLink, type CertificationReadiness } from '../insights';
import { Alert } from '../ui/Alert';
import { AppLink } from '../ui/links';
import type { ApplicationGap } from './load-certification';
import styles from './certification.module.css';

/** A gap's question found among readiness's open questions, which know where it is answered. */
function openQuestion(readiness: CertificationReadiness, questionId: number | undefined) {
  for (const section of readiness.sections) {
    const question = [...section.missing, ...section.savedForLater].find(
      (open) => open.questionId === questionId,
    );
    if (question) return { section, question };
  }
  return null;
}

interface GapsProps {
  readiness: CertificationReadiness;
  /** The annual-data year applied for: its questions link into that year. */
  year: number | null;
}

function Gap({ gap, readiness, year }: GapsProps & { gap: ApplicationGap }) {
  const { t } = useTranslation();
  switch (gap.kind) {
    case 'question': {
      const open = openQuestion(readiness, gap.questionId);
      return open ? (
        <ReadinessQuestionLink section={open.section} question={open.question} year={year} />
      ) : (
        <>{gap.title}</>
      );
    }
    case 'no-annual-data':
      return (
        <AppLink to="/annual-review/$reviewType" params={{ reviewType: 'annual-data' }}>
          {t('certification.club.gapNoAnnualData')}
        </AppLink>
      );
    case 'footprint-not-final':
      if (gap.year === undefined) return <>{t('certification.club.gapFootprint', { year: '' })}</>;
      return (
        <AppLink
          to="/annual-review/$reviewType/$year"
          params={{ reviewType: 'annual-data', year: String(gap.year) }}
        >
          {t('certification.club.gapFootprint', { year: gap.year })}
        </AppLink>
      );
  }
}

/** Why an application was refused: each missing thing, linked to where it is completed. */
export function ApplicationGaps({ gaps, readiness, year }: GapsProps & { gaps: ApplicationGap[] }) {
  const { t } = useTranslation();
  return (
    <Alert>
      <p className={styles.staleText}>{t('certification.club.gapsTitle')}</p>
      <ul className={styles.gaps}>
        {gaps.map((gap, index) => (
          <li key={`${gap.kind}-${gap.questionId ?? gap.year ?? index}`}>
            <Gap gap={gap} readiness={readiness} year={year} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
