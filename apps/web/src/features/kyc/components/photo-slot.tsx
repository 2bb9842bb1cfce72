import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/delayed-loading';
import { showToast } from '../../../lib/toast';
import { useUploadPhoto } from '../api/kyc-queries';
import { checkPhotoFile } from '../model/kyc-form';
import { CameraPlusIcon } from './kyc-icons';
import './kyc.css';

interface PhotoSlotProps {
  id: string;
  label: string;
  /** The uploaded photo's address, or null. */
  value: string | null;
  error?: string;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** One document photo: a card-shaped tile that uploads the chosen image and previews it. */
export function PhotoSlot({
  id,
  label,
  value,
  error,
  onChange,
  onUploadingChange,
}: PhotoSlotProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) {
      showToast(t(`kyc.errors.${problem}`));
      return;
    }
    onUploadingChange?.(true);
    try {
      onChange(await upload.mutateAsync(file));
    } catch {
      // The API client showed why.
    } finally {
      onUploadingChange?.(false);
    }
  }

  return (
    <div className={`photo-slot${error ? ' photo-slot--error' : ''}`}>
      <button
        type="button"
        id={id}
        className={`photo-slot__frame${value ? ' has-photo' : ''}`}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {value ? <img src={value} alt={label} className="photo-slot__image" /> : null}
        <span className="photo-slot__overlay">
          {upload.isPending ? (
            <Spinner size={24} />
          ) : (
            <CameraPlusIcon className="photo-slot__icon" />
          )}
          <span>
            {upload.isPending
              ? t('kyc.uploading')
              : value
                ? t('kyc.replace')
                : t('kyc.tapToUpload')}
          </span>
        </span>
      </button>
      <span className="photo-slot__label">{label}</span>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={choose}
        data-testid={`${id}-input`}
      />
    </div>
  );
}
