// Every declarative form the app renders, built once with placeholder texts and option lists:
// their validation shapes are what app/scripts/compile-form-validators.ts compiles at build time
// (titles and option lists do not change the shape). A new form adds one line here.
import type { RJSFSchema } from '@rjsf/utils';
import type { FormConfig } from './form-config';
import { forgottenPasswordForm } from '../account/forgotten-password.form';
import { completeRegistrationForm, newPasswordForm } from '../account/new-password.form';
import { registrationForm } from '../account/registration.form';
import { signInForm } from '../account/sign-in.form';
import { applyForm, closeFindingForm, replyForm, stepForm } from '../certification/certification.forms';
import { editDocumentForm, uploadDocumentForm } from '../documents/document.forms';
import { courseForm } from '../facility-profile/course.form';
import { facilityDetailsForm } from '../facility-profile/facility-details.form';
import { facilityGeneralForm } from '../facility-profile/facility-general.form';
import { helpdeskForm } from '../helpdesk/helpdesk.form';
import { targetForm } from '../insights/target.form';
import { createFacilityForm } from '../organisations/create-facility.form';
import { joinFacilityForm } from '../organisations/join-facility.form';
import { addRoleForm } from '../profile/add-role.form';
import { changePasswordForm } from '../profile/change-password.form';
import { profileGeneralForm } from '../profile/profile-general.form';
import { settingsForm } from '../profile/settings.form';
import { accessTypeForm, inviteForm, reInviteForm, switchOwnerForm } from '../team/team.forms';

const key = (text: string) => text;

/**
 * Every declarative form the app renders, whole (schema, uiSchema, extra widgets): what the browser
 * build's RJSF defaults are checked against (rjsf-defaults/rjsf-defaults.test.ts).
 */
export const RENDERED_FORMS: Record<
  string,
  () => Pick<FormConfig<unknown, unknown>, 'schema' | 'uiSchema' | 'widgets'>
> = {
  signIn: () => signInForm(key, false),
  forgottenPassword: () => forgottenPasswordForm(key, false),
  newPassword: () => newPasswordForm(key, 'token', false),
  completeRegistration: () => completeRegistrationForm(key, 'token'),
  registration: () => registrationForm(key, { variant: 'FACILITY', languages: [] }),
  invitedRegistration: () =>
    registrationForm(key, { variant: 'FACILITY', languages: [], token: 't', invitedEmail: 'e' }),
  helpdesk: () => helpdeskForm(key),
  createFacility: () => createFacilityForm(key, [], null),
  joinFacility: () => joinFacilityForm(key, []),
  addRole: () => addRoleForm(key, [], undefined),
  changePassword: () => changePasswordForm(key),
  profileGeneral: () => profileGeneralForm(key),
  settings: () => settingsForm(key, []),
  facilityGeneral: () => facilityGeneralForm(key, []),
  facilityDetails: () => facilityDetailsForm(key, [], 'metric', '€'),
  course: () => courseForm(key, 'metric', null),
  invite: () => inviteForm(key, [], 1),
  reInvite: () => reInviteForm(key),
  accessType: () => accessTypeForm(key, []),
  switchOwner: () => switchOwnerForm(key, []),
  uploadDocument: () => uploadDocumentForm(key, []),
  editDocument: () => editDocumentForm(key, []),
  reductionTarget: () => targetForm(key),
  certificationApply: () => applyForm(key, []),
  certificationReply: () => replyForm(key, []),
  certificationCloseFinding: () => closeFindingForm(key, []),
  certificationStep: () => stepForm(key),
};

/** Their schemas: the validation shapes compile-form-validators.ts compiles. */
export const VALIDATED_FORMS: Record<string, () => RJSFSchema> = Object.fromEntries(
  Object.entries(RENDERED_FORMS).map(([name, form]) => [name, () => form().schema]),
);

/**
 * The forms the light form renders (app/src/forms/light), grouped by the page that shows them: each
 * group is compiled into a module of its own (app/src/forms/light/validators/<group>.gen.js), so a
 * signed-out page downloads its own form's validator and not every form's. They are left out of
 * app/src/forms/validators/, which holds a module per form AppForm renders.
 */
export const LIGHT_FORM_GROUPS: Record<string, readonly (keyof typeof VALIDATED_FORMS)[]> = {
  'sign-in': ['signIn'],
  'forgotten-password': ['forgottenPassword'],
  'new-password': ['newPassword', 'completeRegistration'],
  registration: ['registration', 'invitedRegistration'],
};
