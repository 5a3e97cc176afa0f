import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FileTrigger, Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import defaultAvatar from '../assets/default-avatar.svg';
import { Alert } from '../ui/Alert';
import { ApiImage } from '../ui/ApiImage';
import { Icon } from '../ui/icons';
import { updateUserAtom } from '../session/atoms';
import type { SessionUser } from '../session/types';
import { useApi } from '../services';
import { ACCEPTED_EXTENSIONS, MIN_IMAGE_SIZE, readImageFile } from './crop-image';
import { CropDialog, imageForm } from './CropDialog';

/** The profile picture with a change button: choose, crop with zoom, upload (spec 000 §4). */
export function ProfilePicture({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const updateUser = useSetAtom(updateUserAtom);
  const [source, setSource] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const api = useApi();
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setErrorKey(null);
    const read = await readImageFile(file);
    if ('errorKey' in read) setErrorKey(read.errorKey);
    else setSource(read.url);
  };

  return (
    <div className="profile-picture">
      <ApiImage
        source={user.imageId ? { kind: 'profile', id: user.imageId } : null}
        fallback={defaultAvatar}
        alt={t('profile.picture.alt')}
        className="profile-picture__image"
        size={112}
      />
      <FileTrigger
        acceptedFileTypes={[...ACCEPTED_EXTENSIONS, 'image/png', 'image/jpeg']}
        onSelect={(files) => void choose(files)}
      >
        <Button className="button button--secondary button--small profile-picture__change">
          <Icon name="camera" size={18} />
          {t('profile.picture.change')}
        </Button>
      </FileTrigger>
      {errorKey && <Alert>{t(errorKey, { min: MIN_IMAGE_SIZE })}</Alert>}
      <CropDialog
        source={source}
        upload={(png) =>
          api.POST('/api/app-user/{id}/profile', {
            params: { path: { id: user.id } },
            body: { file: png },
            bodySerializer: imageForm('profile-picture.png'),
          })
        }
        onClose={() => setSource(null)}
        onUploaded={(imageId) => {
          updateUser({ imageId });
          setSource(null);
        }}
      />
    </div>
  );
}
