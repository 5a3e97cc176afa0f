import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import type { Schemas } from '@oncourse/openapi';
import type { Country } from '../api/load-countries';
import { AppForm } from '../forms/AppForm';
import { FACILITY_ROLES, type JobRole } from '../forms/roles';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useServices } from '../services';
import { userAtom } from '../session/atoms';
import { toUserOrganisation } from '../session/mappers';
import { Alert } from '../ui/Alert';
import { Card, CardActions } from '../ui/Card';
import { createFacilityForm, previewRows, type CreateFacilityData } from './create-facility.form';
import { useSwitchOrganisation } from '../session/useSwitchOrganisation';
import styles from './organisations.module.css';
import { buttonClass } from '../ui/button';
import { Page, PageLead, PageTitle } from '../ui/Page';
import { Panel } from '../ui/Panel';
import { validateFns as createFacilityValidators } from '../forms/validators/createFacility.gen.js';

type Created = Schemas['OrganisationSummary'];

/** The creator keeps the role chosen at registration when it is a facility role; otherwise owner. */
function creatorRole(role: string | null | undefined): JobRole | null {
  return role && (FACILITY_ROLES as readonly string[]).includes(role) ? (role as JobRole) : null;
}

/**
 * Create a facility (docs/organisations.md): the form, then a preview to check; creating it makes the
 * user its owner, makes it the active organisation and lands on the dashboard with a member's menu,
 * where the logo and profile image are offered. Only when that switch fails does this page stay,
 * with the error and a button to try again.
 */
export function CreateFacilityScreen({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  const text = useText();
  const services = useServices();
  const user = useAtomValue(userAtom);
  const form = useMemo(
    () => createFacilityForm(text, countries, creatorRole(user?.jobRole)),
    [text, countries, user],
  );
  const [data, setData] = useState<CreateFacilityData>({
    measurement_unit: user?.measurementUnit ?? 'metric',
  });
  const [previewing, setPreviewing] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  // docs/organisations.md#behaviour: the new facility becomes the active organisation, then the dashboard.
  const finish = useSwitchOrganisation({ justCreated: true });

  const create = useSubmit(
    (values: CreateFacilityData) =>
      services.api.POST('/api/organisation/add/{userId}', {
        params: { path: { userId: user?.id ?? 0 } },
        body: form.toPayload(values),
      }),
    {
      onSuccess: async (answer) => {
        setCreated(answer.data);
        await finish.submit(toUserOrganisation(answer.data));
        setPreviewing(false);
      },
      // docs/organisations.md#errors: a name or e-mail already registered shows on its field in the form.
      onRefusal: ({ status, detail }) => {
        if (detail?.code !== 'NOT_UNIQUE' || status !== 409) return undefined;
        setPreviewing(false);
        if (detail.field === 'email_address')
          return { field: 'email_address', key: 'createFacility.emailTaken' };
        return { field: 'title', key: 'createFacility.titleTaken' };
      },
    },
  );

  if (created && finish.formError) {
    return (
      <Page width="narrow">
        <Card title={t('createFacility.createdTitle', { name: created.title })} icon="success">
          <Alert>{finish.formError}</Alert>
          <CardActions>
            <Button
              className={buttonClass('primary')}
              onPress={() => void finish.submit(toUserOrganisation(created))}
              isPending={finish.pending}
            >
              {t('createFacility.toDashboard')}
            </Button>
          </CardActions>
        </Card>
      </Page>
    );
  }

  return (
    <Page className={styles.pageForm}>
      <PageTitle>{t('createFacility.title')}</PageTitle>
      <PageLead>{t('createFacility.intro')}</PageLead>
      <Panel>
        {countries.length === 0 && <Alert>{t('createFacility.noCountries')}</Alert>}
        <AppForm<CreateFacilityData>
          config={form}
          validators={createFacilityValidators}
          formData={data}
          onChange={setData}
          onSubmit={(values) => {
            setData(values);
            create.clear();
            setPreviewing(true);
          }}
          fieldErrors={create.fieldErrors}
          submitLabel={t('createFacility.preview')}
        />
      </Panel>
      <ModalDialog
        isOpen={previewing}
        onClose={() => setPreviewing(false)}
        title={t('createFacility.previewTitle')}
        size="wide"
      >
        <p className="muted">{t('createFacility.previewText')}</p>
        <dl className={styles.previewList}>
          {previewRows(text, data, countries).map((row) => (
            <div key={row.field} className={styles.previewListRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {create.formError && <Alert>{create.formError}</Alert>}
        <DialogActions>
          <Button
            className={buttonClass('secondary')}
            onPress={() => setPreviewing(false)}
            isDisabled={create.pending}
          >
            {t('createFacility.edit')}
          </Button>
          <Button
            className={buttonClass('primary')}
            onPress={() => void create.submit(data)}
            isPending={create.pending}
            autoFocus
          >
            {t('createFacility.create')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Page>
  );
}
