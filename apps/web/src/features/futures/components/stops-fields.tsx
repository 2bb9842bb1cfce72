import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { FormField, TextInput } from '../../../components/ui/field';
import { expectedOpenPrice, type OrderFormValues } from '../model/order-form';
import type { Direction, FuturesPair } from '../model/pair';
import { roeOfPrice, sanitizeRoe, type StopsMode } from '../model/sizing';
import { stopBounds } from '../model/stops';
import { StopPriceFields } from './price-field';
import { RadioButtons } from './radio-buttons';

type StopsPatch = Pick<
  Partial<OrderFormValues>,
  'takeProfit' | 'stopLoss' | 'stopsMode' | 'takeProfitRoe' | 'stopLossRoe'
>;

const STOPS_MODES: readonly StopsMode[] = ['price', 'roe'];

/**
 * The optional take-profit and stop-loss of a new order, typed as prices or as ROE % (return on
 * the margin at the chosen leverage), each shown the other way too, with the rule they follow.
 */
export function StopsFields({
  pair,
  values,
  errors,
  onChange,
}: {
  pair: FuturesPair;
  /** The form as the ticket summarises it (prices already worked out from ROEs). */
  values: OrderFormValues;
  /** Translated errors. */
  errors: { takeProfit?: string; stopLoss?: string };
  onChange: (patch: StopsPatch) => void;
}) {
  const { t } = useTranslation();
  const precision = pair.price_precision;
  const open = expectedOpenPrice(values, pair);
  const stops =
    open && pair.now_price !== null ? stopBounds(values.direction, open, pair.now_price) : null;
  const mode = values.stopsMode ?? 'price';
  return (
    <div>
      <RadioButtons
        label={t('futures.sizing.stopsBy')}
        options={STOPS_MODES.map((value) => ({
          value,
          label: t(value === 'price' ? 'futures.sizing.byPrice' : 'futures.sizing.byRoe'),
        }))}
        value={mode}
        onChange={(stopsMode) => onChange({ stopsMode })}
      />
      <div className="fut-stops">
        {mode === 'price' ? (
          <StopPriceFields
            idPrefix="fut"
            prices={values}
            errors={errors}
            placeholder={t('futures.optional')}
            precision={precision}
            onChange={(key, price) => onChange({ [key]: price })}
          />
        ) : (
          <RoeFields pair={pair} values={values} errors={errors} onChange={onChange} />
        )}
      </div>
      <StopsOtherWay pair={pair} values={values} mode={mode} />
      {stops ? (
        <StopsRule
          direction={values.direction}
          takeProfit={stops.takeProfit}
          stopLoss={stops.stopLoss}
          precision={precision}
        />
      ) : null}
    </div>
  );
}

/** The TP/SL rule with the prices it means now. */
export function StopsRule({
  direction,
  takeProfit,
  stopLoss,
  precision,
}: {
  direction: Direction;
  takeProfit: string;
  stopLoss: string;
  precision: number;
}) {
  const { t } = useTranslation();
  return (
    <p className="fut-hint" data-testid="stops-rule">
      {direction === 1 ? t('futures.stopsRuleLong') : t('futures.stopsRuleShort')}{' '}
      {t('futures.takeProfitShort')} {direction === 1 ? '>' : '<'}{' '}
      <Amount value={takeProfit} precision={precision} /> · {t('futures.stopLossShort')}{' '}
      {direction === 1 ? '<' : '>'} <Amount value={stopLoss} precision={precision} />
    </p>
  );
}

const ROE_FIELDS = [
  { key: 'takeProfitRoe', id: 'fut-tp-roe', label: 'futures.sizing.takeProfitRoe' },
  { key: 'stopLossRoe', id: 'fut-sl-roe', label: 'futures.sizing.stopLossRoe' },
] as const;

/** Take-profit as a gain and stop-loss as a loss, both in % of the margin. */
function RoeFields({
  values,
  errors,
  onChange,
}: {
  pair: FuturesPair;
  values: OrderFormValues;
  errors: { takeProfit?: string; stopLoss?: string };
  onChange: (patch: StopsPatch) => void;
}) {
  const { t } = useTranslation();
  return ROE_FIELDS.map(({ key, id, label }) => {
    const error = errors[key === 'takeProfitRoe' ? 'takeProfit' : 'stopLoss'];
    return (
      <FormField
        key={key}
        id={id}
        label={t(label)}
        error={error}
        suffix={<span className="fut-hint">%</span>}
      >
        <TextInput
          id={id}
          inputMode="decimal"
          placeholder={t('futures.optional')}
          value={values[key] ?? ''}
          invalid={!!error}
          onChange={(text) => onChange({ [key]: sanitizeRoe(text) })}
        />
      </FormField>
    );
  });
}

/** Each stop the other way round: the ROE a typed price means, or the price a typed ROE means. */
function StopsOtherWay({
  pair,
  values,
  mode,
}: {
  pair: FuturesPair;
  values: OrderFormValues;
  mode: StopsMode;
}) {
  const { t } = useTranslation();
  const rows = (['takeProfit', 'stopLoss'] as const).flatMap((key) => {
    const price = values[key].trim();
    if (!price) return [];
    const roe = roeOfPrice(values, pair, price);
    const label = t(key === 'takeProfit' ? 'futures.takeProfitShort' : 'futures.stopLossShort');
    return [
      <span key={key} data-testid={`stops-${key}`}>
        {label}{' '}
        {mode === 'price' ? (
          <>
            {t('futures.sizing.roe')} <Percent value={roe} />
          </>
        ) : (
          <>
            {t('futures.sizing.atPrice')}{' '}
            <Amount kind="price" value={price} precision={pair.price_precision} />
          </>
        )}
      </span>,
    ];
  });
  if (rows.length === 0) return null;
  return (
    <p className="fut-hint fut-stops__other" data-testid="stops-other-way">
      {rows.flatMap((row, i) => (i ? [' · ', row] : [row]))}
      {' — '}
      {t('futures.sizing.roeMeaning')}
    </p>
  );
}
