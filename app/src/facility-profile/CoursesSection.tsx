import type { UnitSystem } from '@oncourse/engine';
import { ModalDialog } from '@oncourse/renderers/dialogs';
import { formatNumber, unitLabel } from '@oncourse/engine';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { AppForm } from '../forms/AppForm';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { courseData, courseForm, type Course, type CourseData } from './course.form';
import styles from './facility-profile.module.css';
import { buttonClass } from '../ui/button';
import { RowActions } from '../ui/Table';
import { validateFns as courseValidators } from '../forms/validators/course.gen.js';

interface CoursesSectionProps {
  courses: readonly Course[];
  system: UnitSystem;
  canEdit: boolean;
  onChange: (courses: Course[]) => void;
}

/**
 * The facility's courses (docs/facility-profile.md#what-is-stored): add, edit and remove. It sits inside the details form, above
 * its Save, which stores the courses with the rest of the details.
 */
export function CoursesSection({ courses, system, canEdit, onChange }: CoursesSectionProps) {
  const { t, locale } = useTranslation();
  const text = useText();
  // The index being edited; courses.length means a new course.
  const [editing, setEditing] = useState<number | null>(null);
  const editedId = editing !== null ? (courses[editing]?.id ?? null) : null;
  const form = useMemo(() => courseForm(text, system, editedId), [text, system, editedId]);
  const initial = editing !== null && courses[editing] ? courseData(courses[editing]) : {};

  const save = (data: CourseData) => {
    if (editing === null) return;
    const course = form.toPayload(data);
    const next = [...courses];
    next.splice(editing, editing < courses.length ? 1 : 0, course);
    onChange(next);
    setEditing(null);
  };

  const length = (course: Course) =>
    course.length === null
      ? '–'
      : `${formatNumber(course.length, locale)} ${unitLabel('length', course.unit ?? system)}`;

  return (
    <section className={styles.courses} aria-labelledby="courses-title">
      <h3 id="courses-title" className={styles.coursesTitle}>
        {t('facilityDetails.coursesTitle')}
      </h3>
      {courses.length === 0 ? (
        <p className="muted">{t('facilityDetails.noCourses')}</p>
      ) : (
        <ul className={styles.courseList}>
          {courses.map((course, index) => (
            <li key={course.id ?? `new-${index}`} className={styles.courseListItem}>
              <div>
                <strong>{course.name}</strong>
                <p className="muted">
                  {t('facilityDetails.courseSummary', {
                    length: length(course),
                    holes: course.number_of_holes ?? '–',
                    par: course.par ?? '–',
                    year: course.year_opened ?? '–',
                    rounds:
                      course.rounds_per_year === null ? '–' : formatNumber(course.rounds_per_year, locale),
                  })}
                </p>
              </div>
              {canEdit && (
                <RowActions>
                  <Button
                    className={buttonClass('secondary', 'small')}
                    aria-label={t('facilityDetails.editCourse', { name: course.name })}
                    onPress={() => setEditing(index)}
                  >
                    {t('facilityDetails.edit')}
                  </Button>
                  <Button
                    className={buttonClass('secondary', 'small')}
                    aria-label={t('facilityDetails.removeCourse', { name: course.name })}
                    onPress={() => onChange(courses.filter((_, other) => other !== index))}
                  >
                    {t('facilityDetails.remove')}
                  </Button>
                </RowActions>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <>
          <Button className={buttonClass('secondary')} onPress={() => setEditing(courses.length)}>
            {t('facilityDetails.addCourse')}
          </Button>
          <p className="muted">{t('facilityDetails.coursesSavedBelow')}</p>
        </>
      )}
      <ModalDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing !== null && editing < courses.length
            ? 'facilityDetails.editCourseTitle'
            : 'facilityDetails.addCourse',
        )}
      >
        <AppForm<CourseData>
          config={form}
          validators={courseValidators}
          formData={initial}
          onSubmit={save}
          submitLabel={t('facilityDetails.keepCourse')}
          actions={
            <Button className={buttonClass('secondary')} onPress={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
          }
        />
      </ModalDialog>
    </section>
  );
}
