import type { OptionDurationView, PayableCurrencyView, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent, Price, useNumberLocale } from '../../../components/ui/amount';
import { ChoiceChips } from '../../../components/ui/field';
import { InfoIcon } from '../../../components/ui/icons';
import { ToggleButtons } from '../../../components/ui/toggle-buttons';
import { ratioLabel, type OptionPreview } from '../model/preview';

/** The published durations as chips, each with its payout ratio. */
export function DurationChips({
  durations,
  value,
  onChange,
}: {
  durations: readonly OptionDurationView[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const seconds = new Map(durations.map((d) => [d.id, d.seconds]));
  return (
    <ChoiceChips
      id="option-duration"
      label={t('options.sheet.duration')}
      options={durations.map((d) => ({
        value: d.id,
        label: (
          <>
            <span className="opt-duration__seconds">
              {t('options.secondsShort', { count: d.seconds })}
            </span>
            <span className="opt-duration__ratio">{ratioLabel(d.profit_ratio, locale)}</span>
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      className="opt-durations"
      chipClassName="opt-duration"
      chipData={(id) => ({ 'data-seconds': seconds.get(id) ?? '' })}
    />
  );
}

/** The currencies a stake can be paid in, when there is more than one. */
export function PayWithChips({
  payable,
  value,
  onChange,
}: {
  payable: readonly PayableCurrencyView[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field__label">{t('options.sheet.payWith')}</span>
      <ToggleButtons
        role="radio"
        options={payable.map((c) => ({ value: c.id, label: c.name }))}
        value={value}
        onChange={onChange}
        className="opt-stake-chips"
        itemClassName="choice-chip opt-stake-chip"
        label={t('options.sheet.payWith')}
      />
    </div>
  );
}

/** One-tap stakes, and "max": the largest stake the account covers with its fee. */
export function StakeChips({
  stakes,
  stake,
  largest,
  onPick,
}: {
  stakes: readonly string[];
  stake: string;
  largest: string | null;
  onPick: (stake: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="opt-stake-chips" aria-label={t('options.sheet.quick')}>
      {stakes.map((amount) => (
        <button
          key={amount}
          type="button"
          className={`choice-chip opt-stake-chip${stake === amount ? ' is-active' : ''}`}
          onClick={() => onPick(amount)}
        >
          {amount}
        </button>
      ))}
      <button
        type="button"
        className="choice-chip opt-stake-chip"
        disabled={largest === null}
        onClick={() => largest && onPick(largest)}
      >
        {t('options.sheet.max')}
      </button>
    </div>
  );
}

/** The figures before confirming: payout, profit, breakeven, maximum loss, fee, opening price. */
export function PreviewFigures({
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
      kind="amount"
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
            <Percent value={breakeven} signed={false} />
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
            <Price value={pair.now_price} precision={pair.price_precision} />
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
