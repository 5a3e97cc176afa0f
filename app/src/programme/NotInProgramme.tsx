import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { Page } from '../ui/Page';
import { useTranslation } from '../i18n/useTranslation';

/** Thrown by the programme area's guard for someone who is neither staff nor a verifier. */
export class NotInProgrammeError extends Error {
  constructor() {
    super('The signed-in person has no programme role');
    this.name = 'NotInProgrammeError';
  }
}

/** The not-allowed page of the programme area (docs/certification.md#access). */
export function NotInProgramme() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <Card title={t('notAllowed.title')} icon="warning">
        <CardLead>{t('programme.notAllowed')}</CardLead>
        <CardActions>
          <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        </CardActions>
      </Card>
    </Page>
  );
}
