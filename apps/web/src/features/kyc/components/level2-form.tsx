import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { useForm } from '../../../lib/use-form';
import {
  toLevel2Input,
  validateLevel2,
  type KycFormError,
  type Level2Values,
} from '../model/kyc-form';
import { PhotoSlot } from './photo-slot';
import './kyc.css';

/** The two photos of the document, front first. */
const SIDES = ['front', 'back'] as const;

interface Level2FormProps {
  submitting: boolean;
  /** Submitting is refused until email and phone are bound; the page says why. */
  disabled?: boolean;
  onSubmit: (input: ReturnType<typeof toLevel2Input>) => void;
}

/** Level 2: photos of the front and the back of the document. */
export function Level2Form({ submitting, disabled, onSubmit }: Level2FormProps) {
  const { t } = useTranslation();
  const { values, update, errorText, handleSubmit } = useForm<Level2Values, KycFormError>(
    { front: null, back: null },
    validateLevel2,
    (key) => t(`kyc.errors.${key}`),
  );
  const [uploading, setUploading] = useState(0);
  const trackUpload = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));
  const submit = handleSubmit((valid) => onSubmit(toLevel2Input(valid)));

  return (
    <form className="form-page card" onSubmit={submit} noValidate data-testid="kyc-level2-form">
      <p className="kyc-form-meta">{t('kyc.formHint2')}</p>
      <div className="kyc-photo-slots">
        {SIDES.map((side) => (
          <PhotoSlot
            key={side}
            id={`kyc-${side}`}
            label={t(`kyc.${side}`)}
            value={values[side]}
            error={errorText(side)}
            onChange={(photo) => update({ [side]: photo })}
            onUploadingChange={trackUpload}
          />
        ))}
      </div>
      <p className="field__hint">{t('kyc.photoHint')}</p>
      <PrimaryButton type="submit" loading={submitting} disabled={disabled || uploading > 0}>
        {t('common.submit')}
      </PrimaryButton>
    </form>
  );
}
