import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/delayed-loading';
import { useImageUpload } from '../../../lib/use-upload';
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
  const { choose, uploading } = useImageUpload({
    check: (file) => {
      const problem = checkPhotoFile(file);
      return problem ? t(`kyc.errors.${problem}`) : null;
    },
    onUploaded: onChange,
    onBusyChange: onUploadingChange,
  });

  return (
    <div className={`kyc-photo-slot${error ? ' kyc-photo-slot--error' : ''}`}>
      <button
        type="button"
        id={id}
        className={`kyc-photo-slot__frame${value ? ' has-photo' : ''}`}
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {value ? <img src={value} alt={label} className="kyc-photo-slot__image" /> : null}
        <span className="kyc-photo-slot__overlay">
          {uploading ? <Spinner size={24} /> : <CameraPlusIcon className="kyc-photo-slot__icon" />}
          <span>
            {uploading ? t('kyc.uploading') : value ? t('kyc.replace') : t('kyc.tapToUpload')}
          </span>
        </span>
      </button>
      <span className="kyc-photo-slot__label">{label}</span>
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
