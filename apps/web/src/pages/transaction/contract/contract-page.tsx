import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_TYPES,
  priceDirection,
  TRADING_SETTINGS,
  USDT_CURRENCY_ID,
  type LeverPositionView,
  type QuotationView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ReceiptIcon } from '../../../components/ui/icons';
import {
  useBatchClose,
  useCancelEntry,
  useClosePosition,
  useOpenPosition,
  useSetStops,
} from '../../../features/futures/api/futures-mutations';
import { futuresQueries } from '../../../features/futures/api/futures-queries';
import { AccountStrip } from '../../../features/futures/components/account-strip';
import { ActionSheet } from '../../../features/futures/components/action-sheet';
import { PairLabel } from '../../../features/futures/components/bits';
import { ConfirmSheet } from '../../../features/futures/components/confirm-sheet';
import { OrderForm } from '../../../features/futures/components/order-form';
import { PairSheet } from '../../../features/futures/components/pair-sheet';
import {
  PositionsPanel,
  type BatchType,
  type PositionsTab,
} from '../../../features/futures/components/positions-panel';
import { StopsSheet } from '../../../features/futures/components/stops-sheet';
import { useCloseFeedback } from '../../../features/futures/hooks/use-close-feedback';
import { useLiveLever } from '../../../features/futures/hooks/use-live-lever';
import {
  initialOrderValues,
  parseLots,
  toSubmitInput,
  validateOrder,
  type OrderErrors,
  type OrderFormValues,
} from '../../../features/futures/model/order-form';
import { previewOrder } from '../../../features/futures/model/order-preview';
import { platformPrice } from '../../../features/futures/model/pair';
import { positionsForBatch } from '../../../features/futures/model/positions';
import { marketQueries } from '../../../features/market/api/market-queries';
import { ChangeBadge, FeedNotice } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import {
  isOutcomeUnknown,
  randomIdempotencyKey,
} from '../../../lib/submission-key';
import { hasErrors } from '../../../lib/form';
import { LOGIN_PATH, navigation } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';

export const CONTRACT_PATH = '/pages/transaction/contract';
export const CONTRACT_ORDER_PATH = '/pages/transaction/contract_order';
const TRANSFER_PATH = '/pages/fund/transfer';
const DEFAULT_SYMBOL = 'BTC/USDT';

/** A close or batch close waiting for the user's yes. */
type Ask =
  | { kind: 'close'; position: LeverPositionView }
  | { kind: 'batch'; type: BatchType; count: number };

/** Only the fields a user has touched show their error before the first submit. */
function visibleErrors(
  errors: OrderErrors,
  values: OrderFormValues,
  submitted: boolean,
): OrderErrors {
  if (submitted) return errors;
  return {
    lots: errors.lots,
    leverage: errors.leverage,
    limitPrice: values.limitPrice.trim() ? errors.limitPrice : undefined,
    takeProfit: values.takeProfit.trim() ? errors.takeProfit : undefined,
    stopLoss: values.stopLoss.trim() ? errors.stopLoss : undefined,
  };
}

function PriceHeader({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const direction = row.change === null ? 'flat' : priceDirection(row.change);
  return (
    <section className="fut-head">
      <div>
        <p className={`fut-head__price fut-head__price--${direction}`} data-testid="contract-price">
          {row.now_price === null ? (
            t('futures.waiting')
          ) : (
            <Amount value={row.now_price} precision={row.price_precision} />
          )}
        </p>
        {row.now_price !== null ? (
          <p className="fut-head__quote">
            {t('futures.bid')}{' '}
            <Amount
              value={platformPrice(row.now_price, row.spread, row.price_precision, 2)}
              precision={row.price_precision}
            />{' '}
            · {t('futures.ask')}{' '}
            <Amount
              value={platformPrice(row.now_price, row.spread, row.price_precision, 1)}
              precision={row.price_precision}
            />
          </p>
        ) : null}
      </div>
      <ChangeBadge change={row.change} />
    </section>
  );
}

/** The futures trading screen of one pair: order form, preview, account and positions. */
function ContractScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.isLoggedIn;
  const owner = session.user?.id ?? 0;
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  const leverRows = (quotations.data ?? []).filter((row) => row.open_lever);
  const row = leverRows.find((q) => q.symbol === symbol);

  const account = useQuery({ ...futuresQueries.account(owner), enabled: loggedIn });
  const wallet = useQuery({
    ...walletQueries.detail(USDT_CURRENCY_ID, ACCOUNT_TYPES.lever),
    enabled: loggedIn,
  });
  useLiveBalances(loggedIn);
  const refreshWallet = () => void wallet.refetch();
  const feedback = useCloseFeedback();
  useLiveLever(loggedIn ? owner : null, (event) => {
    feedback.onEvent(event);
    refreshWallet();
  });

  const [values, setValues] = useState<OrderFormValues>(() => initialOrderValues(row ?? null));
  const [submitted, setSubmitted] = useState(false);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const [pairSheet, setPairSheet] = useState(false);
  const [tab, setTab] = useState<PositionsTab>('positions');
  const [stopsFor, setStopsFor] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [ask, setAsk] = useState<Ask | null>(null);

  const openPosition = useOpenPosition(refreshWallet);
  const closePosition = useClosePosition(refreshWallet);
  const cancelEntry = useCancelEntry(refreshWallet);
  const batchClose = useBatchClose(refreshWallet);
  const setStops = useSetStops();

  // The pair's leverages arrive with the quotations: pick the default once they are known.
  const leverage = values.leverage ?? initialOrderValues(row ?? null).leverage;
  const form: OrderFormValues = { ...values, leverage };
  const threshold =
    account.data?.account.liquidation_risk_rate ?? TRADING_SETTINGS.lever_liquidation_risk_rate;
  const available = wallet.data?.available ?? account.data?.account.available ?? null;
  const preview = row
    ? previewOrder({
        pair: row,
        direction: form.direction,
        entry: form.entry,
        limitPrice: form.limitPrice,
        lots: parseLots(form.lots) ?? 0,
        leverage: form.leverage ?? 0,
        account:
          loggedIn && account.data
            ? { ...account.data.account, available: available ?? account.data.account.available }
            : null,
      })
    : null;
  const errors = row
    ? validateOrder(form, row, loggedIn ? available : null, preview?.cost ?? null)
    : {};

  const precisionOf = (s: string) =>
    quotations.data?.find((q) => q.symbol === s)?.price_precision ?? 2;

  const submit = () => {
    if (!row || !requireLogin()) return;
    setSubmitted(true);
    if (hasErrors(errors) || !preview) return;
    setConfirmKey(randomIdempotencyKey());
  };

  const confirm = () => {
    if (!row || !confirmKey) return;
    openPosition.mutate(
      { input: toSubmitInput(form, row), idempotencyKey: confirmKey },
      {
        onSuccess: () => {
          showSuccess(
            form.entry === 'market' ? t('futures.toast.opened') : t('futures.toast.placed'),
          );
          setConfirmKey(null);
          setSubmitted(false);
          setValues({ ...form, limitPrice: '', takeProfit: '', stopLoss: '' });
          setTab(form.entry === 'market' ? 'positions' : 'pending');
        },
        // The client has shown the server's message. Only an unknown outcome keeps the sheet
        // (and its key) for a retry the server will recognise.
        onError: (error) => {
          if (!isOutcomeUnknown(error)) setConfirmKey(null);
        },
      },
    );
  };

  const closeOne = (position: LeverPositionView) => {
    setBusyId(position.id);
    feedback.expect([position.id]);
    closePosition.mutate(position.id, {
      onSuccess: (closed) => {
        feedback.closedOne(closed);
        setAsk(null);
      },
      onSettled: () => setBusyId(null),
    });
  };

  const cancel = (position: LeverPositionView) => {
    setBusyId(position.id);
    cancelEntry.mutate(position.id, {
      onSuccess: () => showSuccess(t('futures.toast.cancelled')),
      onSettled: () => setBusyId(null),
    });
  };

  const closeBatch = (type: BatchType) => {
    feedback.expect(positionsForBatch(account.data?.positions ?? [], type).map((p) => p.id));
    batchClose.mutate(type, {
      onSuccess: (view) => {
        feedback.closedMany(view);
        setAsk(null);
      },
    });
  };

  const confirmAsk = () => {
    if (ask?.kind === 'close') closeOne(ask.position);
    else if (ask?.kind === 'batch') closeBatch(ask.type);
  };
  const batchKey = (type: BatchType) => (type === 0 ? 'all' : type === 1 ? 'longs' : 'shorts');

  const stopsPosition = account.data?.positions.find((p) => p.id === stopsFor) ?? null;
  const saveStops = (prices: { takeProfit: string; stopLoss: string }) => {
    if (stopsFor === null) return;
    setStops.mutate(
      { id: stopsFor, target_profit_price: prices.takeProfit, stop_loss_price: prices.stopLoss },
      {
        onSuccess: () => {
          showSuccess(t('futures.toast.stopsSaved'));
          setStopsFor(null);
        },
      },
    );
  };

  let body;
  if (quotations.isPending) body = <DelayedLoading />;
  else if (quotations.isError)
    body = <ErrorState error={quotations.error} onRetry={() => void quotations.refetch()} />;
  else if (!row)
    body = (
      <EmptyState
        title={t('futures.unknownPair')}
        action={
          <Button
            size="small"
            onClick={() => navigation.replace(CONTRACT_PATH, { symbol: DEFAULT_SYMBOL })}
          >
            {t('futures.openDefault')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <FeedNotice rows={[row]} />
        <PriceHeader row={row} />
        <OrderForm
          pair={row}
          values={form}
          onChange={setValues}
          errors={visibleErrors(errors, form, submitted)}
          preview={preview}
          available={available}
          loggedIn={loggedIn}
          threshold={threshold}
          submitting={openPosition.isPending}
          onSubmit={submit}
          onTransfer={() =>
            navigation.push(TRANSFER_PATH, {
              from: 'change',
              to: 'lever',
              currency: USDT_CURRENCY_ID,
            })
          }
        />
        {!loggedIn ? (
          <EmptyState
            compact
            title={t('futures.loginForPositions')}
            action={
              <Button size="small" onClick={() => navigation.push(LOGIN_PATH)}>
                {t('common.goToLogin')}
              </Button>
            }
          />
        ) : account.isPending ? (
          <DelayedLoading />
        ) : account.isError ? (
          <ErrorState compact error={account.error} onRetry={() => void account.refetch()} />
        ) : (
          <>
            <AccountStrip account={account.data.account} quote={row.legal_name} />
            <PositionsPanel
              data={account.data}
              tab={tab}
              onTab={setTab}
              precisionOf={precisionOf}
              busyId={busyId}
              batchBusy={batchClose.isPending}
              onClose={(position) => setAsk({ kind: 'close', position })}
              onStops={(p) => setStopsFor(p.id)}
              onCancel={cancel}
              onBatch={(type, count) => setAsk({ kind: 'batch', type, count })}
            />
          </>
        )}
        <ConfirmSheet
          visible={confirmKey !== null}
          symbol={row.symbol}
          coin={row.currency_name}
          quote={row.legal_name}
          pricePrecision={row.price_precision}
          entry={form.entry}
          order={{
            direction: form.direction,
            lots: parseLots(form.lots) ?? 0,
            leverage: form.leverage ?? 0,
            takeProfit: form.takeProfit,
            stopLoss: form.stopLoss,
          }}
          preview={preview}
          threshold={threshold}
          submitting={openPosition.isPending}
          onConfirm={confirm}
          onClose={() => setConfirmKey(null)}
        />
        <ActionSheet
          visible={ask !== null}
          title={
            ask?.kind === 'batch'
              ? t(`futures.batch.${batchKey(ask.type)}`)
              : t('futures.closeDialog.title')
          }
          message={
            ask?.kind === 'batch'
              ? t(`futures.batchDialog.${batchKey(ask.type)}`, { n: ask.count })
              : ask?.kind === 'close'
                ? t('futures.closeDialog.content', {
                    pair: ask.position.symbol,
                    lots: t('futures.lotsCount', { count: ask.position.share }),
                  })
                : ''
          }
          confirmText={
            ask?.kind === 'batch'
              ? t(`futures.batch.${batchKey(ask.type)}`)
              : t('futures.position.close')
          }
          submitting={closePosition.isPending || batchClose.isPending}
          onConfirm={confirmAsk}
          onClose={() => setAsk(null)}
        />
        <StopsSheet
          position={stopsPosition}
          precision={precisionOf(stopsPosition?.symbol ?? symbol)}
          submitting={setStops.isPending}
          onSave={saveStops}
          onClose={() => setStopsFor(null)}
        />
        <PairSheet
          visible={pairSheet}
          rows={leverRows}
          current={symbol}
          onPick={(next) => {
            setPairSheet(false);
            if (next !== symbol) navigation.replace(CONTRACT_PATH, { symbol: next });
          }}
          onClose={() => setPairSheet(false)}
        />
      </>
    );

  return (
    <PageShell
      title={
        <button
          type="button"
          className="fut-pair-button"
          aria-label={t('futures.switchPair')}
          data-testid="pair-switch"
          onClick={() => setPairSheet(true)}
        >
          <PairLabel symbol={symbol} />
          <span className="fut-pair-button__caret" aria-hidden="true">
            ▼
          </span>
        </button>
      }
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('futures.history.title')}
          onClick={() => navigation.push(CONTRACT_ORDER_PATH)}
        >
          <ReceiptIcon />
        </button>
      }
    >
      {body}
    </PageShell>
  );
}

/** /pages/transaction/contract?symbol=BTC/USDT: futures on one pair (BTC/USDT by default). */
export function ContractPage() {
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? DEFAULT_SYMBOL).trim().toUpperCase().replace(/[-_]/, '/');
  return <ContractScreen key={symbol} symbol={symbol} />;
}
