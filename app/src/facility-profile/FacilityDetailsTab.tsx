import { errorMessage, formatLimit } from '@oncourse/renderers/questions';
import type { DetailsError } from '@oncourse/engine';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useMemo, useState } from 'react';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { hasChanges } from '../forms/dirty';
import { useServices } from '../services';
import { Alert } from '../ui/Alert';
import type { Course } from './course.form';
import { CoursesSection } from './CoursesSection';
import { currencySymbol } from './currency';
import {
  detailsFormField,
  facilityDetailsData,
  facilityDetailsForm,
  facilityDetailsValidator,
  type FacilityDetailsData,
} from './facility-details.form';
import type { FacilityDetails, FacilityProfileData } from './load-facility-profile';
import { ReadOnlyFields } from './ReadOnlyFields';
import styles from './facility-profile.module.css';
import { BenchmarkSharingPanel } from '../insights';
import { Panel, PanelTitle } from '../ui/Panel';
import { validateFns as facilityDetailsValidators } from '../forms/validators/facilityDetails.gen.js';

// Its own chunk: the profile's first load stays within its budget (app/scripts/route-budgets.mjs).
const FederationSharingSwitch = lazy(() => import('./FederationSharingSwitch'));

interface FacilityDetailsTabProps {
  data: FacilityProfileData;
  details: FacilityDetails;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Facility details (docs/facility-profile.md#what-is-stored, docs/facility-profile.md#input-rules): types, management group with its 'Other' text, land use,
 * surroundings, areas, courses and the confidential bands and costs, in the organisation's units
 * and currency. The courses are part of the form, above the Save that stores them with the rest.
 */
export function FacilityDetailsTab({ data, details, canEdit, onDirtyChange }: FacilityDetailsTabProps) {
  const { t, lookup, locale } = useTranslation();
  const text = useText();
  const services = useServices();
  const router = useRouter();
  const system = data.organisation.measurement_unit;
  const country =
    data.countries.find((entry) => entry.id === data.organisation.country_lookup_id)?.code ?? null;
  const currency = currencySymbol(system, country, locale, data.organisation.currency);
  const form = useMemo(
    () => facilityDetailsForm(text, data.groups, system, currency),
    [text, data.groups, system, currency],
  );
  // The courses' editor, as the form's field for `courses`: a list with its own add and edit dialog.
  const config = useMemo(() => {
    function CoursesField(props: FieldProps<Course[]>) {
      return (
        <CoursesSection
          courses={props.formData ?? []}
          system={system}
          canEdit
          onChange={(next) => props.onChange(next, props.fieldPathId.path)}
        />
      );
    }
    return {
      ...form,
      uiSchema: { ...form.uiSchema, courses: { ...form.uiSchema.courses, 'ui:field': CoursesField } },
    };
  }, [form, system]);
  const readOnlySchema = useMemo<RJSFSchema>(() => {
    const { courses: _courses, ...properties } = form.schema.properties ?? {};
    return { ...form.schema, properties };
  }, [form]);
  const initial = useMemo(() => facilityDetailsData(details), [details]);
  const validate = useMemo(
    () =>
      facilityDetailsValidator(system, (error: DetailsError) =>
        error.rule === 'partsOverTotal' && error.limit
          ? t('questions.error.areasOverTotal', { limit: formatLimit(error.limit, locale) })
          : errorMessage((key, fallback) => lookup(key) ?? fallback ?? key, error, locale),
      ),
    [system, t, lookup, locale],
  );
  const [values, setValues] = useState<FacilityDetailsData>(initial);
  const [saved, setSaved] = useState(false);

  const save = useSubmit(
    (formData: FacilityDetailsData) => {
      setSaved(false);
      return services.api.PATCH('/api/organisation/{id}/details', {
        params: { path: { id: data.organisation.id } },
        // A facility's form does not show the tournament organiser: what is saved stays as it is.
        body: form.toPayload({
          ...formData,
          tournament_organiser: initial.tournament_organiser,
          tournament_host_other: initial.tournament_host_other,
        }),
      });
    },
    {
      settle: true,
      failureKey: 'facilityDetails.saveError',
      onSuccess: async (answer) => {
        // The saved courses carry their new ids, so a second save updates them instead of adding them again.
        setValues(facilityDetailsData(answer.data));
        onDirtyChange(false);
        setSaved(true);
        await router.invalidate();
      },
      onRefusal: ({ status, detail }) => {
        if (status === 401) return 'handled';
        // A number the server refuses (its units changed since the page was read): its words, on its field.
        if (
          status === 422 &&
          detail?.field &&
          (detail.code === 'ABOVE_MAX_VALUE' || detail.code === 'BELOW_MIN_VALUE')
        )
          return { field: detailsFormField(detail.field), key: 'facilityDetails.numberRefused' };
        if (status === 422 && detail?.field)
          return { field: detail.field, key: 'facilityDetails.otherRequired' };
        return undefined;
      },
    },
  );

  return (
    <div className={styles.profileTab}>
      <Panel aria-labelledby="facility-details-title">
        <PanelTitle id="facility-details-title">{t('facilityDetails.title')}</PanelTitle>
        {saved && <Alert tone="success">{t('profile.saved')}</Alert>}
        {save.formError && <Alert>{save.formError}</Alert>}
        {canEdit ? (
          <AppForm<FacilityDetailsData>
            config={config}
            validators={facilityDetailsValidators}
            formData={values}
            onChange={(next) => onDirtyChange(hasChanges(initial, next))}
            onSubmit={save.submit}
            busy={save.pending}
            fieldErrors={save.fieldErrors}
            customValidate={validate}
            submitLabel={t('profile.save')}
          />
        ) : (
          <>
            <p className="muted">{t('facilityProfile.viewOnly')}</p>
            <ReadOnlyFields schema={readOnlySchema} data={initial} />
            <CoursesSection courses={details.courses} system={system} canEdit={false} onChange={() => {}} />
          </>
        )}
      </Panel>
      <Suspense fallback={null}>
        {/* A setting that could not be read leaves its panel out: the rest of the tab works without it. */}
        {data.sharing.benchmarks !== null && (
          <BenchmarkSharingPanel
            organisationId={data.organisation.id}
            contributes={data.sharing.benchmarks}
            canEdit={canEdit}
          />
        )}
        {data.sharing.federation !== null && (
          <FederationSharingSwitch
            organisationId={data.organisation.id}
            shared={data.sharing.federation}
            canEdit={canEdit}
          />
        )}
      </Suspense>
    </div>
  );
}
