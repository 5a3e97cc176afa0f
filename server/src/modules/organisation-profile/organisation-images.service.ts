import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, OrganisationAccess, UploadedFile } from '../../core/context.ts';
import { badRequest, fileTooLarge, notFound } from '../../core/errors.ts';
import { readStoredFile, storeUpload } from '../../storage/stored-files.ts';
import { detectProfileImage } from '../users/profile-image.ts';
import * as repository from './organisation-profile.repository.ts';

export type OrganisationImageKind = 'logo' | 'profile';

/**
 * Stores an organisation's logo or profile image (docs/facility-profile.md#input-rules): PNG or JPEG judged by its bytes
 * (400 INCORRECT_FORMAT), at most UPLOAD_MAX_BYTES (413 FILE_TOO_LARGE). The image it replaces is
 * deleted with its stored object, so replacing never leaves a file behind.
 */
export async function uploadImage(
  ctx: AppContext,
  access: OrganisationAccess,
  kind: OrganisationImageKind,
  file: UploadedFile | undefined,
  userId: number | null,
): Promise<Schemas['UploadResult']> {
  if (!file || file.data.length === 0)
    throw badRequest('REQUIRED_FIELD_MISSING', 'An image file is required', 'file');
  if (file.data.length > ctx.config.uploadMaxBytes) throw fileTooLarge('file');
  const image = await detectProfileImage(file.data);
  if (!image) throw badRequest('INCORRECT_FORMAT', 'The image must be a PNG or JPEG file', 'file');
  const recordId = await storeUpload(
    ctx,
    {
      filename: `${kind}-${access.organisationId}.${image.extension}`,
      mimeType: image.mimeType,
      data: file.data,
      ownerUserId: userId,
      organisationId: access.organisationId,
    },
    async (tx, fileId, discard) => {
      const current = await repository.lockImageIds(tx, access.organisationId);
      if (!current) throw notFound('Organisation not found', 'id');
      const previous = kind === 'logo' ? current.logoFileId : current.imageFileId;
      await repository.setImage(tx, access.organisationId, kind, fileId);
      if (previous !== null) await discard([previous]);
      return fileId;
    },
  );
  return { recordId, errorCode: null };
}

/**
 * An organisation's logo or profile image for any signed-in user (team and facility lists show
 * them), but only a file that is an organisation's current image of that kind. An id never
 * changes its bytes, so caches may keep it.
 */
export async function image(
  ctx: AppContext,
  kind: OrganisationImageKind,
  fileId: number,
): Promise<BinaryResult> {
  const file = await repository.findOrganisationImage(ctx.db, kind, fileId);
  const data = file ? await readStoredFile(ctx, file) : null;
  if (!file || !data) throw notFound('Image not found', 'id');
  return {
    contentType: file.mimeType,
    body: data,
    cacheControl: 'private, max-age=31536000, immutable',
    etag: file.sha256,
  };
}
