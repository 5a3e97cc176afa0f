import { useTranslation } from '../../i18n/useTranslation';
import type { useFigureWords } from '../figures/figure-words';
import type { FederationFacility } from './load-federations';

/** A facility's certification in words: certified until a date, else its newest case's state, else none. */
export function useCertificationWords(words: ReturnType<typeof useFigureWords>) {
  const { t } = useTranslation();
  return (certification: FederationFacility['certification']): string =>
    certification.certified && certification.certifiedUntil
      ? t('programme.federation.certifiedUntil', { date: words.date(certification.certifiedUntil) })
      : certification.state
        ? t(`programme.state.${certification.state}`)
        : t('programme.federation.noCase');
}
