import { errorMessage, formatLimit } from '@oncourse/renderers';
import type { DetailsError } from '@oncourse/engine';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { hasChanges } from '../profile/dirty';
import { useServices } from '../services';
import { Alert } from '../ui/Alert';
import type { Course } from './course.form';
import { CoursesSection } from './CoursesSection';
import {
  detailsFormField,
  facilityDetailsData,
  facilityDetailsForm,
  facilityDetailsValidator,
  type FacilityDetailsData,
} from './facility-details.form';
import type { FacilityDetails, FacilityProfileData } from './load-facility-profile';
import { ReadOnlyFields } from './ReadOnlyFields';

interface FacilityDetailsTabProps {
  data: FacilityProfileData;
  details: FacilityDetails;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Facility details (spec 001 §3, §5): types, groups with their 'Other' text, land use,
 * surroundings, areas, courses and the confidential bands and costs, in the organisation's units.
 */
export function FacilityDetailsTab({ data, details, canEdit, onDirtyChange }: FacilityDetailsTabProps) {
  const { t, lookup } = useTranslation();
  const text = useText();
  const services = useServices();
  const router = useRouter();
  const system = data.organisation.measurement_unit;
  const form = useMemo(() => facilityDetailsForm(text, data.groups, system), [text, data.groups, system]);
  const initial = useMemo(() => facilityDetailsData(details), [details]);
  const validate = useMemo(
    () =>
      facilityDetailsValidator(system, (error: DetailsError) =>
        error.rule === 'partsOverTotal' && error.limit
          ? t('questions.error.areasOverTotal', { limit: formatLimit(error.limit) })
          : errorMessage((key, fallback) => lookup(key) ?? fallback ?? key, error),
      ),
    [system, t, lookup],
  );
  const [values, setValues] = useState<FacilityDetailsData>(initial);
  const [courses, setCourses] = useState<Course[]>(details.courses);
  const [saved, setSaved] = useState(false);

  const changed = (nextValues: FacilityDetailsData, nextCourses: readonly Course[]) =>
    hasChanges(initial, nextValues) || JSON.stringify(nextCourses) !== JSON.stringify(details.courses);

  const save = useSubmit(
    (formData: FacilityDetailsData) => {
      setSaved(false);
      return services.api.PATCH('/api/organisation/{id}/details', {
        params: { path: { id: data.organisation.id } },
        body: { ...form.toPayload(formData), courses },
      });
    },
    {
      settle: true,
      failureKey: 'facilityDetails.saveError',
      onSuccess: async (answer) => {
        setCourses(answer.data.courses);
        onDirtyChange(false);
        setSaved(true);
        await router.invalidate();
      },
      onRefusal: ({ status, detail }) => {
        if (status === 401) return 'handled';
        // A number the server refuses (its units changed since the page was read): its words, on its field.
        if (status === 422 && detail?.field && (detail.code === 'ABOVE_MAX_VALUE' || detail.code === 'BELOW_MIN_VALUE'))
          return { field: detailsFormField(detail.field), key: 'facilityDetails.numberRefused' };
        if (status === 422 && detail?.field)
          return { field: detail.field, key: 'facilityDetails.otherRequired' };
        return undefined;
      },
    },
  );

  return (
    <div className="profile-tab">
      <section className="panel" aria-labelledby="facility-details-title">
        <h2 id="facility-details-title" className="panel__title">
          {t('facilityDetails.title')}
        </h2>
        {saved && <Alert tone="success">{t('profile.saved')}</Alert>}
        {save.formError && <Alert>{save.formError}</Alert>}
        {canEdit ? (
          <AppForm<FacilityDetailsData>
            config={form}
            formData={values}
            onChange={(next) => {
              setValues(next);
              onDirtyChange(changed(next, courses));
            }}
            onSubmit={save.submit}
            busy={save.pending}
            fieldErrors={save.fieldErrors}
            customValidate={validate}
            submitLabel={t('profile.save')}
          />
        ) : (
          <>
            <p className="muted">{t('facilityProfile.viewOnly')}</p>
            <ReadOnlyFields schema={form.schema} data={initial} />
          </>
        )}
      </section>
      <CoursesSection
        courses={courses}
        system={system}
        canEdit={canEdit}
        onChange={(next) => {
          setCourses(next);
          setSaved(false);
          onDirtyChange(changed(values, next));
        }}
      />
    </div>
  );
}
