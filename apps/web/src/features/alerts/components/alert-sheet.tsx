import { useState } from 'react';
import { ALERT_KINDS, type AlertKind, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatAmount } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';
import { useAddAlert } from '../api/alerts-queries';
import {
  previewDirection,
  toAlertInput,
  validateAlertForm,
  type AlertFormState,
} from '../model/alert-form';

interface AlertSheetProps {
  row: QuotationView;
  visible: boolean;
  onClose: () => void;
}

/**
 * Sets a price alert on one pair: "notify me when it crosses a price" (the way it waits is
 * previewed from the price now) or "when it moves N % within an hour", with a link to the list.
 */
export function AlertSheet({ row, visible, onClose }: AlertSheetProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<AlertFormState>({ kind: 'cross', price: '', percent: '' });
  const [touched, setTouched] = useState(false);
  const add = useAddAlert();
  const current = row.now_price;
  const error = validateAlertForm(state, current);
  const direction = previewDirection(state, current);
  const price = (value: string) =>
    formatAmount(value, { kind: 'price', precision: row.price_precision }) ?? value;

  const submit = () => {
    setTouched(true);
    if (error || add.isPending) return;
    add.mutate(toAlertInput(row.symbol, state), {
      onSuccess: () => {
        showToast(t('alerts.created'));
        setState((s) => ({ ...s, price: '', percent: '' }));
        setTouched(false);
        onClose();
      },
    });
  };

  let hint: string | undefined;
  if (state.kind === 'cross' && direction)
    hint = t(direction === 'above' ? 'alerts.previewAbove' : 'alerts.previewBelow', {
      price: price(state.price.trim()),
    });
  else if (state.kind === 'move') hint = t('alerts.moveHint');

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={t('alerts.setTitle', { pair: row.symbol })}
    >
      <div className="alert-sheet">
        {current !== null ? (
          <p className="alert-sheet__now">
            {t('alerts.priceNow')} <strong>{price(current)}</strong>
          </p>
        ) : null}
        <SegmentedTabs
          ariaLabel={t('alerts.kindLabel')}
          options={ALERT_KINDS.map((kind: AlertKind) => ({
            value: kind,
            label: t(`alerts.kind.${kind}`),
          }))}
          value={state.kind}
          onChange={(kind) => {
            setState((s) => ({ ...s, kind }));
            setTouched(false);
          }}
        />
        {state.kind === 'cross' ? (
          <FormField
            id="alert-price"
            label={t('alerts.targetPrice')}
            error={touched && error ? t(`alerts.errors.${error}`) : undefined}
            hint={hint}
          >
            <TextInput
              id="alert-price"
              inputMode="decimal"
              clearable={false}
              value={state.price}
              placeholder={current ?? ''}
              onChange={(value) => setState((s) => ({ ...s, price: value }))}
            />
          </FormField>
        ) : (
          <FormField
            id="alert-percent"
            label={t('alerts.movePercent')}
            error={touched && error ? t(`alerts.errors.${error}`) : undefined}
            hint={hint}
            suffix={<span className="alert-sheet__unit">%</span>}
          >
            <TextInput
              id="alert-percent"
              inputMode="decimal"
              clearable={false}
              value={state.percent}
              placeholder="5"
              onChange={(value) => setState((s) => ({ ...s, percent: value }))}
            />
          </FormField>
        )}
        <PrimaryButton loading={add.isPending} onClick={submit}>
          {t('alerts.create')}
        </PrimaryButton>
        <button
          type="button"
          className="link link--gold alert-sheet__list"
          onClick={() => {
            onClose();
            navigation.push(paths.alerts, { symbol: row.symbol });
          }}
        >
          {t('alerts.myAlerts')}
        </button>
      </div>
    </BottomSheet>
  );
}
