// The organisations feature's surface for the other features (docs/engineering.md#feature-folders).
export {
  OrganisationImageUpload,
  OrganisationImageUploads,
  type OrganisationImageKind,
} from './OrganisationImageUpload';
// The profile's general tab asks the same facility fields as creating one (docs/facility-profile.md#behaviour).
export { createFacilityForm } from './create-facility.form';
