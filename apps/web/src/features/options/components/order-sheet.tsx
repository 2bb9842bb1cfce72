import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  MicroSubmitInput,
  OptionDurationView,
  PayableCurrencyView,
  QuotationView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision } from '../../../components/ui/amount';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/field';
import { InfoIcon } from '../../../components/ui/icons';
import { chooseDuration, choosePayable, isAccountEmpty, toSubmitInput } from '../model/order-form';
import { breakevenPercent, previewOption, ratioLabel, type OptionPreview } from '../model/preview';
import type { OptionDirection } from '../model/result';
import {
  maxStake,
  quickStakes,
  sanitizeStakeInput,
  stakeErrorKey,
  validateStake,
} from '../model/stake';
import { ArrowDownIcon, ArrowUpIcon } from './options-icons';

export interface OrderSheetProps {
  visible: boolean;
  direction: OptionDirection;
  onDirection: (direction: OptionDirection) => void;
  pair: QuotationView;
  durations: UseQueryResult<OptionDurationView[]>;
  /** Payable currencies with the options account's available; undefined for a visitor. */
  payable: PayableCurrencyView[] | undefined;
  loggedIn: boolean;
  submitting: boolean;
  onSubmit: (input: MicroSubmitInput) => void;
  onClose: () => void;
  /** Opens the transfer screen to fund the options account in this currency. */
  onTransfer: (currencyId: number | null) => void;
  onLogin: () => void;
}

function DurationChips({
  durations,
  value,
  onChange,
}: {
  durations: readonly OptionDurationView[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field__label" id="option-duration-label">
        {t('options.sheet.duration')}
      </span>
      <div className="opt-durations" role="radiogroup" aria-labelledby="option-duration-label">
        {durations.map((d) => (
          <button
            key={d.id}
            type="button"
            role="radio"
            aria-checked={value === d.id}
            data-seconds={d.seconds}
            className={`choice-chip opt-duration${value === d.id ? ' is-active' : ''}`}
            onClick={() => onChange(d.id)}
          >
            <span className="opt-duration__seconds">
              {t('options.secondsShort', { count: d.seconds })}
            </span>
            <span className="opt-duration__ratio">{ratioLabel(d.profit_ratio)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

function PreviewFigures({
  preview,
  currency,
  breakeven,
  pair,
}: {
  preview: OptionPreview | null;
  currency: string;
  breakeven: string;
  pair: QuotationView;
}) {
  const { t } = useTranslation();
  const coin = (value: string | undefined, signed = false) => (
    <Amount
      value={value ?? null}
      precision={coinPrecision(value)}
      signed={signed}
      colored={signed}
      suffix={currency}
    />
  );
  const hasFee = preview !== null && Number(preview.fee) > 0;
  return (
    <section
      className="opt-preview"
      aria-label={t('options.preview.title')}
      data-testid="opt-preview"
    >
      <h3 className="opt-preview__title">{t('options.preview.title')}</h3>
      <dl className="opt-preview__list">
        <div data-figure="payout">
          <dt>{t('options.preview.payout')}</dt>
          <dd>{coin(preview?.payout)}</dd>
        </div>
        <div data-figure="profit">
          <dt>{t('options.preview.profit')}</dt>
          <dd>{coin(preview?.profit, true)}</dd>
        </div>
        <div data-figure="breakeven">
          <dt>{t('options.preview.breakeven')}</dt>
          <dd>
            <Amount value={breakeven} suffix="%" />
          </dd>
        </div>
        <div data-figure="max-loss">
          <dt>{t('options.preview.maxLoss')}</dt>
          <dd className="opt-preview__down">{coin(preview?.maxLoss)}</dd>
        </div>
        {hasFee ? (
          <div data-figure="fee">
            <dt>{t('options.preview.fee')}</dt>
            <dd>{coin(preview?.fee)}</dd>
          </div>
        ) : null}
        <div data-figure="open-price">
          <dt>{t('options.preview.openPrice')}</dt>
          <dd>
            <Amount value={pair.now_price} precision={pair.price_precision} />
          </dd>
        </div>
      </dl>
      <p className="opt-preview__note">
        <InfoIcon />
        <span>{t('options.preview.openPriceHint')}</span>
      </p>
    </section>
  );
}

/**
 * The order ticket: duration chips with their payout ratios, the stake with its range and the
 * options account's available, quick stakes, and before the confirm button the payout, profit,
 * breakeven win rate, maximum loss, fee and the price the order will open near (PRODUCT-RULES §6).
 */
export function OrderSheet(props: OrderSheetProps) {
  const { t } = useTranslation();
  const { visible, direction, pair, durations, payable, loggedIn, submitting } = props;
  const [durationId, setDurationId] = useState<number | null>(null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [stake, setStake] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  const duration = chooseDuration(durations.data, durationId);
  const currency = choosePayable(payable, currencyId);
  const currencyName = currency?.name ?? pair.legal_name;
  const available = loggedIn ? (currency?.available ?? null) : null;
  const error = duration
    ? validateStake(stake, {
        min: duration.min_amount,
        max: duration.max_amount,
        available,
        feeRate: duration.fee_rate,
      })
    : null;
  const preview = duration ? previewOption(stake, duration) : null;
  const largest = duration
    ? maxStake(duration.max_amount, duration.min_amount, available, duration.fee_rate)
    : null;
  const empty = loggedIn && payable !== undefined && isAccountEmpty(currency?.available ?? '0');
  // "Enter a stake" only after a confirm attempt; other problems as soon as something is typed.
  const shownError =
    error && (showErrors || (stake !== '' && error.code !== 'REQUIRED')) ? error : null;

  const confirm = () => {
    if (!loggedIn) {
      props.onLogin();
      return;
    }
    setShowErrors(true);
    if (!duration || !currency || error) return;
    props.onSubmit(toSubmitInput({ pair, currencyId: currency.id, direction, duration, stake }));
  };

  let body;
  if (durations.isPending) {
    body = <Skeleton.Paragraph lineCount={4} animated />;
  } else if (durations.isError) {
    body = (
      <ErrorState
        compact
        title={t('options.sheet.durationsError')}
        error={durations.error}
        onRetry={() => void durations.refetch()}
      />
    );
  } else if (!duration) {
    body = <EmptyState compact title={t('options.sheet.durationsEmpty')} />;
  } else {
    body = (
      <>
        <DurationChips
          durations={durations.data}
          value={duration.id}
          onChange={(id) => setDurationId(id)}
        />
        {payable && payable.length > 1 ? (
          <div className="field">
            <span className="field__label">{t('options.sheet.payWith')}</span>
            <div
              className="opt-stake-chips"
              role="radiogroup"
              aria-label={t('options.sheet.payWith')}
            >
              {payable.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={currency?.id === c.id}
                  className={`choice-chip opt-stake-chip${currency?.id === c.id ? ' is-active' : ''}`}
                  onClick={() => setCurrencyId(c.id)}
                >
                  {c.name}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <FormField
          id="option-stake"
          label={t('options.sheet.stake')}
          aside={
            loggedIn ? (
              <span data-testid="options-available">
                {t('options.sheet.available')}{' '}
                <Amount
                  value={currency?.available ?? null}
                  precision={coinPrecision(currency?.available)}
                  suffix={currencyName}
                />
              </span>
            ) : null
          }
          error={shownError ? t(stakeErrorKey(shownError.code), shownError.params) : undefined}
          suffix={<span className="opt-stake-suffix">{currencyName}</span>}
        >
          <Input
            id="option-stake"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('options.sheet.stakePlaceholder', {
              min: duration.min_amount,
              max: duration.max_amount,
            })}
            value={stake}
            onChange={(next) => setStake(sanitizeStakeInput(next))}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? 'option-stake-error' : undefined}
          />
        </FormField>
        <div className="opt-stake-chips" aria-label={t('options.sheet.quick')}>
          {quickStakes(duration.min_amount, duration.max_amount).map((amount) => (
            <button
              key={amount}
              type="button"
              className={`choice-chip opt-stake-chip${stake === amount ? ' is-active' : ''}`}
              onClick={() => setStake(amount)}
            >
              {amount}
            </button>
          ))}
          <button
            type="button"
            className="choice-chip opt-stake-chip"
            disabled={largest === null}
            onClick={() => largest && setStake(largest)}
          >
            {t('options.sheet.max')}
          </button>
        </div>
        {empty ? (
          <div className="notice notice--warning opt-empty" role="note" data-testid="options-empty">
            <InfoIcon />
            <span>
              {t('options.sheet.emptyAccount', { currency: currencyName })}{' '}
              <button
                type="button"
                className="link link--gold"
                onClick={() => props.onTransfer(currency?.id ?? null)}
              >
                {t('options.sheet.transfer')}
              </button>
            </span>
          </div>
        ) : null}
        {!loggedIn ? (
          <p className="opt-sheet__login" role="note">
            {t('options.sheet.loginHint')}
          </p>
        ) : null}
        <PreviewFigures
          preview={preview}
          currency={currencyName}
          breakeven={breakevenPercent(duration.profit_ratio, duration.fee_rate)}
          pair={pair}
        />
      </>
    );
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="sheet opt-sheet"
    >
      <div className="opt-sheet__head">
        <div className="opt-sheet__title-row">
          <h2 className="opt-sheet__title">{pair.symbol}</h2>
        </div>
        <div
          className="opt-sheet__sides"
          role="radiogroup"
          aria-label={t('options.sheet.direction')}
        >
          {(['up', 'down'] as const).map((side) => (
            <button
              key={side}
              type="button"
              role="radio"
              aria-checked={direction === side}
              className={`opt-side opt-side--${side}${direction === side ? ' is-active' : ''}`}
              onClick={() => props.onDirection(side)}
            >
              {side === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
              {t(`options.${side}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="form-page opt-sheet__body">{body}</div>
      <div className="opt-sheet__footer">
        <Button
          block
          size="large"
          className={`opt-confirm opt-confirm--${direction}`}
          loading={submitting}
          disabled={submitting || (loggedIn && (!duration || !currency))}
          onClick={confirm}
          data-testid="opt-confirm"
        >
          {loggedIn
            ? t('options.sheet.confirm', { direction: t(`options.${direction}`) })
            : t('options.sheet.loginToPlace')}
        </Button>
      </div>
    </Popup>
  );
}
