import { useState } from 'react';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from 'react-i18next';

import { ChoiceChips, FormField, TextInput } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { lineIcon } from '../../../components/ui/line-icon';
import { QrScanSheet } from './qr-scan-sheet';
import type { TypedAddress, TypedAddressError } from './typed-address';

const ScanIcon = lineIcon(
  <>
    <path d="M4 8.5V5.5A1.5 1.5 0 0 1 5.5 4h3M15.5 4h3A1.5 1.5 0 0 1 20 5.5v3M20 15.5v3a1.5 1.5 0 0 1-1.5 1.5h-3M8.5 20h-3A1.5 1.5 0 0 1 4 18.5v-3" />
    <path d="M4 12h16" />
  </>,
);

/**
 * A pasted, typed or scanned address: the coin's network as chips (when it has more than one),
 * the address with a Scan button, and "save this address" for next time.
 */
export function TypedAddressFields({
  networks,
  value,
  error,
  onChange,
}: {
  networks: readonly string[];
  value: TypedAddress;
  error?: TypedAddressError;
  onChange: (next: TypedAddress) => void;
}) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  return (
    <div className="withdraw-typed">
      {networks.length > 1 ? (
        <ChoiceChips
          id="withdraw-network"
          label={t('fund.withdraw.typed.network')}
          options={networks.map((network) => ({ value: network, label: network }))}
          value={value.network}
          onChange={(network) => onChange({ ...value, network })}
          className="withdraw-typed__chips"
          chipClassName="withdraw-typed__chip"
        />
      ) : null}
      <FormField
        id="withdraw-address"
        label={t('fund.withdraw.typed.address', { network: value.network })}
        error={error ? t(`fund.withdraw.typed.errors.${error}`) : undefined}
        suffix={
          <IconButton label={t('fund.withdraw.typed.scan.open')} onClick={() => setScanning(true)}>
            <ScanIcon />
          </IconButton>
        }
      >
        <TextInput
          id="withdraw-address"
          className="mono"
          autoComplete="off"
          placeholder={t('fund.withdraw.typed.placeholder')}
          value={value.address}
          onChange={(address) => onChange({ ...value, address })}
          invalid={Boolean(error)}
        />
      </FormField>
      <Checkbox
        className="withdraw-typed__save"
        checked={value.save}
        onChange={(save) => onChange({ ...value, save })}
      >
        {t('fund.withdraw.typed.save')}
      </Checkbox>
      <QrScanSheet
        visible={scanning}
        onClose={() => setScanning(false)}
        onAddress={(address) => {
          setScanning(false);
          onChange({ ...value, address });
        }}
      />
    </div>
  );
}
