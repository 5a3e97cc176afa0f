import { useTranslation } from '../i18n/useTranslation';
import { ReadinessQuestionLink } from '../insights';
import type { QuestionPlace } from './question-places';

/**
 * A question the verifier named, by its text and linked to where it is answered (annual data in
 * the case's year); a question no longer in the sets is still named, without a link.
 */
export function QuestionName({ place, year }: { place: QuestionPlace | undefined; year: number }) {
  const { t } = useTranslation();
  if (!place) return <>{t('certification.club.questionRemoved')}</>;
  return <ReadinessQuestionLink section={place.section} question={place.question} year={year} />;
}
