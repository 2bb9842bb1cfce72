import { useTranslation } from 'react-i18next';
import { formatDateTime, type BankCardView, type BankKind } from '@meridian/contract';

import { FormField, TextInput } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { showSuccess } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { chooseLocation, clip, PinIcon, placeText, usePlaceReturn } from '../../location';
import { useSecondFactor } from '../../two-factor';
import { useSaveBankCard } from '../api/payout-queries';
import {
  bankFieldInput,
  bankFormFields,
  initialBankValues,
  toBankCardInput,
  validateBankForm,
  type BankFieldError,
  type BankFormValues,
} from '../model/bank-card-form';

import './payout.css';

interface BankCardFormProps {
  kind: BankKind;
  /** The saved card, or null when none is bound yet. */
  card: BankCardView | null;
  onSaved?: (card: BankCardView) => void;
}

/** The field a place chosen on the map fills: the branch's city, the account holder's address. */
const PLACE_FIELD: Record<BankKind, string> = {
  domestic: 'province_city',
  international: 'address',
};
const placeKey = (kind: BankKind) => `bank-${kind}-place`;

/** The bank card form, one field per `BANK_CARD_FIELDS[kind]` entry, prefilled from the saved card. */
export function BankCardForm({ kind, card, onSaved }: BankCardFormProps) {
  const { t } = useTranslation();
  const fields = bankFormFields(kind);
  const placeField = PLACE_FIELD[kind];
  // Back from the map picker: the values as they were left, the chosen place in its field.
  const returned = usePlaceReturn<BankFormValues>(placeKey(kind));
  const { values, errors, update, handleSubmit } = useForm<BankFormValues, BankFieldError>(
    () => {
      const start = returned?.draft ?? initialBankValues(kind, card);
      if (!returned?.place) return start;
      const text = clip(placeText(returned.place), bankFieldInput('text').maxLength);
      return { ...start, [placeField]: text };
    },
    (current) => validateBankForm(kind, current),
  );
  const save = useSaveBankCard(kind);
  const secondFactor = useSecondFactor(`bank-${kind}-second-factor`);

  const submit = handleSubmit(
    async (valid) => {
      try {
        const saved = await save.mutateAsync({
          ...toBankCardInput(kind, valid),
          ...secondFactor.body,
        });
        secondFactor.clear();
        showSuccess(t('bank.saved'));
        onSaved?.(saved);
      } catch (error) {
        // The API client showed why.
        secondFactor.noticeError(error);
      }
    },
    (found) => {
      // The form is long: take the user to the first field to fix.
      const firstWrong = fields.find((field) => found[field.key]);
      if (firstWrong) document.getElementById(`bank-${firstWrong.key}`)?.focus();
    },
  );

  return (
    <form className="form-page card" onSubmit={submit} noValidate data-testid={`bank-form-${kind}`}>
      <p className="payout-meta">
        {card ? t('bank.savedAt', { time: formatDateTime(card.updated_at) }) : t('bank.notBound')}
      </p>
      {fields.map((field) => {
        const id = `bank-${field.key}`;
        const error = errors[field.key];
        const input = bankFieldInput(field.format);
        return (
          <FormField
            key={field.key}
            id={id}
            label={t(`bank.field.${field.key}` as 'bank.field.real_name')}
            suffix={
              field.key === placeField ? (
                <IconButton
                  label={t('location.chooseOnMap')}
                  onClick={() =>
                    chooseLocation({
                      key: placeKey(kind),
                      returnTo: kind === 'domestic' ? paths.bank : paths.bankInternational,
                      draft: values,
                      query: values[field.key],
                    })
                  }
                >
                  <PinIcon />
                </IconButton>
              ) : undefined
            }
            error={
              error === 'required'
                ? t('bank.errors.required')
                : error === 'invalid'
                  ? t(`bank.errors.${field.format}`)
                  : undefined
            }
          >
            <TextInput
              id={id}
              inputMode={input.inputMode}
              maxLength={input.maxLength}
              autoCapitalize={input.autoCapitalize}
              autoComplete="off"
              className={field.format === 'card' || field.format === 'aba' ? 'mono' : undefined}
              placeholder={t(`bank.placeholder.${field.key}` as 'bank.placeholder.real_name')}
              value={values[field.key] ?? ''}
              onChange={(value) => update({ [field.key]: value })}
              invalid={Boolean(error)}
            />
          </FormField>
        );
      })}
      {secondFactor.field}
      <PrimaryButton type="submit" loading={save.isPending}>
        {t('bank.save')}
      </PrimaryButton>
    </form>
  );
}
