import { useTranslation } from 'react-i18next';

import { ChoiceChips, FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { useForm } from '../../../lib/use-form';
import {
  ID_TYPE_NAMES,
  KYC_ID_TYPES,
  toLevel1Input,
  validateLevel1,
  type Level1Values,
} from '../model/kyc-form';
import './kyc.css';

interface Level1FormProps {
  initial: Level1Values;
  submitting: boolean;
  /** Submitting is refused until email and phone are bound; the page says why. */
  disabled?: boolean;
  onSubmit: (input: ReturnType<typeof toLevel1Input>) => void;
}

/** Level 1: document type, full name and document number. */
export function Level1Form({ initial, submitting, disabled, onSubmit }: Level1FormProps) {
  const { t } = useTranslation();
  const { values, errors, update, errorText, handleSubmit } = useForm(
    initial,
    validateLevel1,
    (key) => t(`kyc.errors.${key}`),
  );
  const submit = handleSubmit((valid) => onSubmit(toLevel1Input(valid)));

  return (
    <form className="form-page card" onSubmit={submit} noValidate data-testid="kyc-level1-form">
      <p className="kyc-form-meta">{t('kyc.formHint1')}</p>
      <ChoiceChips
        id="kyc-id-type"
        label={t('kyc.documentType')}
        options={KYC_ID_TYPES.map((type) => ({
          value: type,
          label: t(`kyc.idType.${ID_TYPE_NAMES[type]}`),
        }))}
        value={values.idType}
        onChange={(idType) => update({ idType })}
        className="kyc-id-types"
        chipClassName="kyc-id-type"
        error={errorText('idType')}
      />
      <FormField id="kyc-name" label={t('kyc.name')} error={errorText('name')}>
        <TextInput
          id="kyc-name"
          maxLength={60}
          autoComplete="name"
          placeholder={t('kyc.namePlaceholder')}
          value={values.name}
          onChange={(name) => update({ name })}
          invalid={Boolean(errors.name)}
        />
      </FormField>
      <FormField id="kyc-card-id" label={t('kyc.cardId')} error={errorText('cardId')}>
        <TextInput
          id="kyc-card-id"
          className="mono"
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t('kyc.cardIdPlaceholder')}
          value={values.cardId}
          onChange={(cardId) => update({ cardId })}
          invalid={Boolean(errors.cardId)}
        />
      </FormField>
      <PrimaryButton type="submit" loading={submitting} disabled={disabled}>
        {t('common.submit')}
      </PrimaryButton>
    </form>
  );
}
