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
import { ACCEPTED_EXTENSIONS, isAcceptedImage, loadImage, MIN_IMAGE_SIZE } from './crop-image';
import { CropDialog } from './CropDialog';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The profile picture with a change button: choose, crop with zoom, upload (spec 000 §4). */
export function ProfilePicture({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const updateUser = useSetAtom(updateUserAtom);
  const [source, setSource] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setErrorKey(null);
    if (!isAcceptedImage(file)) {
      setErrorKey('profile.picture.invalidType');
      return;
    }
    try {
      const url = await readAsDataUrl(file);
      const image = await loadImage(url);
      if (image.naturalWidth < MIN_IMAGE_SIZE || image.naturalHeight < MIN_IMAGE_SIZE) {
        setErrorKey('profile.picture.tooSmall');
        return;
      }
      setSource(url);
    } catch {
      setErrorKey('profile.picture.invalidType');
    }
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
        userId={user.id}
        source={source}
        onClose={() => setSource(null)}
        onUploaded={(imageId) => {
          updateUser({ imageId });
          setSource(null);
        }}
      />
    </div>
  );
}
