import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { payoutQueries, useSaveAddress } from '../../../features/payout/api/payout-queries';
import { CoinSheet } from '../../../features/payout/components/coin-sheet';
import { QrImageField } from '../../../features/payout/components/qr-image-field';
import { useSecondFactor } from '../../../features/two-factor/components/second-factor-field';
import {
  ADDRESS_MAX,
  ADDRESS_NAME_MAX,
  emptyAddressForm,
  selectCurrency,
  toAddressSaveInput,
  validateAddressForm,
  type AddressErrors,
  type AddressFormValues,
} from '../../../features/payout/model/address-form';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { CoinSelectButton, NetworkChips } from './address-fields';

/** Adds a withdrawal address: coin and network, label, address, optional QR image. */
export function AddWalletPage() {
  const { t } = useTranslation();
  const coinsQuery = useQuery(payoutQueries.currencies());
  const save = useSaveAddress();
  const secondFactor = useSecondFactor('address-second-factor');
  const [values, setValues] = useState<AddressFormValues>(emptyAddressForm);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [picking, setPicking] = useState(false);

  const title = t('walletAddress.addTitle');
  if (!coinsQuery.data) {
    return (
      <PageShell title={title}>
        <QueryFallback query={coinsQuery} />
      </PageShell>
    );
  }

  const coins = coinsQuery.data.filter((coin) => coin.withdraw_enabled);
  const coin = coins.find((c) => c.id === values.currencyId);
  const update = (patch: Partial<AddressFormValues>, field?: keyof AddressErrors) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's error goes once it is edited; the next save checks again.
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorText = (field: keyof AddressErrors) => {
    const key = errors[field];
    return key
      ? t(`walletAddress.errors.${key}`, { network: values.network ?? coin?.name ?? '' })
      : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAddressForm(values, coin);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await save.mutateAsync({ ...toAddressSaveInput(values), ...secondFactor.body });
    } catch (error) {
      secondFactor.noticeError(error);
      return;
    }
    showSuccess(t('walletAddress.saved'));
    navigation.back(1);
  }

  return (
    <PageShell title={title}>
      <form className="form-page card" onSubmit={submit} noValidate>
        <FormField id="address-coin" label={t('walletAddress.coin')} error={errorText('currency')}>
          <CoinSelectButton
            coin={coin}
            invalid={Boolean(errors.currency)}
            onClick={() => setPicking(true)}
          />
        </FormField>

        {coin && coin.networks.length > 0 ? (
          <NetworkChips
            networks={coin.networks}
            value={values.network}
            error={errorText('network')}
            onChange={(network) => update({ network }, 'network')}
          />
        ) : null}

        <FormField id="address-name" label={t('walletAddress.name')} error={errorText('name')}>
          <TextInput
            id="address-name"
            maxLength={ADDRESS_NAME_MAX}
            placeholder={t('walletAddress.namePlaceholder')}
            value={values.name}
            onChange={(name) => update({ name }, 'name')}
            invalid={Boolean(errors.name)}
          />
        </FormField>

        <FormField
          id="address-address"
          label={t('walletAddress.address')}
          error={errorText('address')}
          hint={t('walletAddress.addressHint')}
        >
          <TextInput
            id="address-address"
            className="mono"
            autoComplete="off"
            autoCapitalize="off"
            maxLength={ADDRESS_MAX}
            placeholder={t('walletAddress.addressPlaceholder')}
            value={values.address}
            onChange={(address) => update({ address: address.replace(/\s/g, '') }, 'address')}
            invalid={Boolean(errors.address)}
          />
        </FormField>

        <QrImageField value={values.qrcode} onChange={(qrcode) => update({ qrcode })} />

        {secondFactor.field}

        <PrimaryButton type="submit" loading={save.isPending}>
          {t('walletAddress.save')}
        </PrimaryButton>
      </form>

      <CoinSheet
        visible={picking}
        title={t('walletAddress.chooseCoin')}
        coins={coins}
        value={values.currencyId}
        onSelect={(id) => {
          const picked = coins.find((c) => c.id === id);
          if (picked) {
            setValues((v) => selectCurrency(v, picked));
            setErrors((e) => ({ ...e, currency: undefined, network: undefined }));
          }
        }}
        onClose={() => setPicking(false)}
      />
    </PageShell>
  );
}
