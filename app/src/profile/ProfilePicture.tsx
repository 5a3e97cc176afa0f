import { useSetAtom } from 'jotai';
import defaultAvatar from '../assets/default-avatar.svg';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { updateUserAtom } from '../session/atoms';
import type { SessionUser } from '../session/types';
import { ApiImage } from '../ui/ApiImage';
import { imageForm } from '../forms/crop-image';
import { ImageCropUpload } from '../forms/ImageCropUpload';
import styles from './profile.module.css';

/** The profile picture with a change button: choose, crop with zoom, upload (docs/accounts.md#behaviour). */
export function ProfilePicture({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const updateUser = useSetAtom(updateUserAtom);
  const api = useApi();
  return (
    <div className={styles.profilePicture}>
      <ApiImage
        source={user.imageId ? { kind: 'profile', id: user.imageId } : null}
        fallback={defaultAvatar}
        alt={t('profile.picture.alt')}
        className={styles.profilePictureImage}
        size={112}
      />
      <ImageCropUpload
        label={t('profile.picture.change')}
        upload={(png) =>
          api.POST('/api/app-user/{id}/profile', {
            params: { path: { id: user.id } },
            body: { file: png },
            bodySerializer: imageForm('profile-picture.png'),
          })
        }
        onUploaded={(imageId) => updateUser({ imageId })}
      />
    </div>
  );
}
