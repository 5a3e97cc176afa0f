// Type-level checks of the package's typed helpers. Nothing here runs: `tsc -p openapi`
// (npm run typecheck, in CI) fails when a helper stops giving these types.
import type { Data, RequestBody, Schemas } from './index.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const helpers = {
  loginData: true satisfies Equal<Data<'login'>, Schemas['LoginResult']>,
  countriesData: true satisfies Equal<Data<'getCountries'>, Schemas['Country'][]>,
  nullableData: true satisfies Equal<Data<'getAnswerSet'>, Schemas['VersionedAnswerSet'] | null>,
  loginBody: true satisfies Equal<RequestBody<'login'>, Schemas['LoginRequest']>,
  patchBody: true satisfies Equal<RequestBody<'updateAnswers'>, Schemas['AnswersPatch']>,
  noBody: true satisfies Equal<RequestBody<'getCountries'>, never>,
  // Binary answers have no envelope data; uploads are Blobs (openapi-fetch sends FormData parts).
  binaryAnswer: true satisfies Equal<Data<'getReviewIcon'>, never>,
  uploadFile: true satisfies Equal<RequestBody<'uploadDocument'>['file'], Blob>,
  imageUpload: true satisfies Equal<RequestBody<'uploadUserProfileImage'>, { file: Blob }>,
};
