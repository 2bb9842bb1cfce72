import Button from 'antd-mobile/es/components/button';
import { Input } from '../../../components/ui/input';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { OptionDurationView, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-fallback';
import { FormField } from '../../../components/ui/field';
import { InfoIcon } from '../../../components/ui/icons';
import type { OptionsTicket } from '../hooks/use-options-ticket';
import { stakeErrorKey } from '../model/stake';
import { ArrowDownIcon, ArrowUpIcon } from './options-icons';
import { DurationChips, PayWithChips, PreviewFigures, StakeChips } from './ticket-parts';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { ToggleButtons } from '../../../components/ui/toggle-buttons';

export interface OrderSheetProps {
  pair: QuotationView;
  /** The ticket (hooks/use-options-ticket.ts): choices, figures, errors and actions. */
  ticket: OptionsTicket;
  /** Opens the transfer screen to fund the options account in this currency. */
  onTransfer: (currencyId: number | null) => void;
}

/** The ticket once a duration is known: its choices, the stake and the figures. */
function TicketBody({
  pair,
  ticket,
  duration,
  onTransfer,
}: OrderSheetProps & { duration: OptionDurationView }) {
  const { t } = useTranslation();
  const { state, summary, payable, loggedIn } = ticket;
  const { currency, currencyName } = summary;
  const error = ticket.errors.stake;
  return (
    <>
      <DurationChips
        durations={ticket.durations.data ?? []}
        value={duration.id}
        onChange={ticket.setDuration}
      />
      {payable && payable.length > 1 ? (
        <PayWithChips payable={payable} value={currency?.id} onChange={ticket.setCurrency} />
      ) : null}
      <FormField
        id="option-stake"
        label={t('options.sheet.stake')}
        aside={
          loggedIn ? (
            <span data-testid="options-available">
              {t('options.sheet.available')}{' '}
              <Amount value={currency?.available ?? null} kind="amount" suffix={currencyName} />
            </span>
          ) : null
        }
        error={error ? t(stakeErrorKey(error.code), error.params) : undefined}
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
          value={state.stake}
          onChange={ticket.setStake}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'option-stake-error' : undefined}
        />
      </FormField>
      <StakeChips
        stakes={summary.quickStakes}
        stake={state.stake}
        largest={summary.largest}
        onPick={ticket.pickStake}
      />
      {summary.isEmpty ? (
        <div className="notice notice--warning opt-empty" role="note" data-testid="options-empty">
          <InfoIcon />
          <span>
            {t('options.sheet.emptyAccount', { currency: currencyName })}{' '}
            <button
              type="button"
              className="link link--gold"
              onClick={() => onTransfer(currency?.id ?? null)}
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
        preview={summary.preview}
        currency={currencyName}
        breakeven={summary.breakeven ?? ''}
        pair={pair}
      />
    </>
  );
}

/**
 * The order ticket: duration chips with their payout ratios, the stake with its range and the
 * options account's available, quick stakes, and before the confirm button the payout, profit,
 * breakeven win rate, maximum loss, fee and the price the order will open near (PRODUCT-RULES §6).
 */
export function OrderSheet(props: OrderSheetProps) {
  const { t } = useTranslation();
  const { pair, ticket } = props;
  const { state, durations, summary, loggedIn, submitting } = ticket;
  const { direction } = state;

  let body;
  if (durations.isPending) {
    body = <Skeleton.Paragraph lineCount={4} animated />;
  } else if (durations.isError) {
    body = <QueryError compact title={t('options.sheet.durationsError')} query={durations} />;
  } else if (!summary.duration) {
    body = <EmptyState compact title={t('options.sheet.durationsEmpty')} />;
  } else {
    body = <TicketBody {...props} duration={summary.duration} />;
  }

  return (
    <BottomSheet visible={state.open} onClose={ticket.close} className="opt-sheet">
      <div className="opt-sheet__head">
        <div className="opt-sheet__title-row">
          <h2 className="opt-sheet__title">{pair.symbol}</h2>
        </div>
        <ToggleButtons
          role="radio"
          options={(['up', 'down'] as const).map((side) => ({
            value: side,
            label: (
              <>
                {side === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
                {t(`options.${side}`)}
              </>
            ),
          }))}
          value={direction}
          onChange={ticket.setDirection}
          className="opt-sheet__sides"
          itemClassName={(side) => `opt-side opt-side--${side}`}
          label={t('options.sheet.direction')}
        />
      </div>
      <div className="form-page opt-sheet__body">{body}</div>
      <div className="opt-sheet__footer">
        <Button
          block
          size="large"
          className={`opt-confirm opt-confirm--${direction}`}
          loading={submitting}
          disabled={submitting || !summary.canConfirm}
          onClick={ticket.confirm}
          data-testid="opt-confirm"
        >
          {loggedIn
            ? t('options.sheet.confirm', { direction: t(`options.${direction}`) })
            : t('options.sheet.loginToPlace')}
        </Button>
      </div>
    </BottomSheet>
  );
}
