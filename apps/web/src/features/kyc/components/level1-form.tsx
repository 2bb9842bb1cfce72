import { useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../../../components/ui/field';
import {
  ID_TYPE_NAMES,
  KYC_ID_TYPES,
  toLevel1Input,
  validateLevel1,
  type Level1Errors,
  type Level1Values,
} from '../model/kyc-form';
import { FormField } from './form-field';
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
  const [values, setValues] = useState<Level1Values>(initial);
  const [errors, setErrors] = useState<Level1Errors>({});
  const update = (patch: Partial<Level1Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's error goes once it is edited; the next submit checks again.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof Level1Values)[]) delete next[key];
      return next;
    });
  };
  const errorText = (field: keyof Level1Errors) => {
    const key = errors[field];
    return key ? t(`kyc.errors.${key}`) : undefined;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLevel1(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(toLevel1Input(values));
  }

  return (
    <form className="form-page card" onSubmit={submit} noValidate data-testid="kyc-level1-form">
      <p className="kyc-form-meta">{t('kyc.formHint1')}</p>
      <div className="field">
        <span className="field__label" id="kyc-id-type-label">
          {t('kyc.documentType')}
        </span>
        <div className="id-types" role="radiogroup" aria-labelledby="kyc-id-type-label">
          {KYC_ID_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={values.idType === type}
              className={`id-type${values.idType === type ? ' is-active' : ''}`}
              onClick={() => update({ idType: type })}
            >
              {t(`kyc.idType.${ID_TYPE_NAMES[type]}`)}
            </button>
          ))}
        </div>
        {errors.idType ? (
          <p className="field__error" role="alert">
            {errorText('idType')}
          </p>
        ) : null}
      </div>
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
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        type="submit"
        loading={submitting}
        disabled={disabled}
      >
        {t('common.submit')}
      </Button>
    </form>
  );
}
