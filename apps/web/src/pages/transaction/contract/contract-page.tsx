import { useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import type { futuresRules } from '@meridian/contract';
import { ACCOUNT_TYPES, DIRECTION, USDT_CURRENCY_ID } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { ReceiptIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { OrderForm } from '../../../features/futures/components/order-form';
import { PairButton, PairSheet } from '../../../features/futures/components/pair-sheet';
import { PositionsSection } from '../../../features/futures/components/positions-section';
import { useFuturesTicket } from '../../../features/futures/hooks/use-futures-ticket';
import { usePositionActions } from '../../../features/futures/hooks/use-position-actions';
import { marketQueries } from '../../../features/market/api/market-queries';
import { FeedNotice } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { ContractSheets } from './contract-sheets';
import { PriceHeader } from './price-header';

const DEFAULT_SYMBOL = 'BTC/USDT';

/** `?side=short` (the pair page's Short): the direction the form opens with; long otherwise. */
export const directionOf = (param: string | null): futuresRules.Direction =>
  param === 'short' ? DIRECTION.short : DIRECTION.long;

/** `?symbol=` in any case, `-` or `_` for `/`; BTC/USDT when missing. */
export const futuresSymbolOf = (param: string | null): string =>
  (param ?? DEFAULT_SYMBOL).trim().toUpperCase().replace(/[-_]/, '/');

interface ContractScreenProps {
  symbol: string;
  direction: futuresRules.Direction;
  /** Opens another pair (the screen's own address with that `symbol`). */
  onPickPair: (symbol: string) => void;
  /** Shown as a tab (the trade tab) rather than a page with a back arrow. */
  tab?: boolean;
  /** Above the screen's content: the trade tab's product switch. */
  top?: ReactNode;
}

/**
 * The futures trading screen of one pair: order form, preview, account and positions. Its own
 * route and the trade tab both show it; mount it again (a `key`) for another pair.
 */
export function ContractScreen({ symbol, direction, onPickPair, tab, top }: ContractScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  const leverRows = (quotations.data ?? []).filter((row) => row.open_lever);
  const row = leverRows.find((q) => q.symbol === symbol);
  const wallet = useQuery({
    ...walletQueries.detail(USDT_CURRENCY_ID, ACCOUNT_TYPES.lever),
    enabled: session.isLoggedIn,
  });
  useLiveBalances(session.isLoggedIn);
  const refreshWallet = () => void wallet.refetch();
  const actions = usePositionActions(refreshWallet);
  const ticket = useFuturesTicket({
    pair: row ?? null,
    walletAvailable: wallet.data?.available ?? null,
    refreshWallet,
    onPlaced: actions.showPlaced,
  });
  const [pairSheet, setPairSheet] = useState(false);
  const precisionOf = (s: string) =>
    quotations.data?.find((q) => q.symbol === s)?.price_precision ?? 2;
  const { summary } = ticket;
  // The direction asked for, set once as the form opens (state adjusted while rendering).
  const [opened, setOpened] = useState(false);
  if (!opened) {
    setOpened(true);
    if (direction !== summary.values.direction) ticket.edit({ ...summary.values, direction });
  }

  let body;
  if (quotations.isPending) body = <DelayedLoading />;
  else if (quotations.isError)
    body = <ErrorState error={quotations.error} onRetry={() => void quotations.refetch()} />;
  else if (!row)
    body = (
      <EmptyState
        title={t('futures.unknownPair')}
        action={
          <Button size="small" onClick={() => onPickPair(DEFAULT_SYMBOL)}>
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
          values={summary.values}
          onChange={ticket.edit}
          errors={ticket.errors}
          preview={summary.preview}
          available={ticket.available}
          loggedIn={ticket.loggedIn}
          threshold={summary.threshold}
          submitting={ticket.submitting}
          onSubmit={ticket.submit}
          onTransfer={() =>
            navigation.push(paths.transfer, {
              from: 'change',
              to: 'lever',
              currency: USDT_CURRENCY_ID,
            })
          }
        />
        <PositionsSection
          loggedIn={ticket.loggedIn}
          account={ticket.account}
          quote={row.legal_name}
          precisionOf={precisionOf}
          actions={actions}
          onLogin={() => navigation.push(paths.login)}
        />
        <ContractSheets
          ticket={ticket}
          actions={actions}
          pair={row}
          precision={precisionOf(actions.stopsPosition?.symbol ?? symbol)}
        />
        <PairSheet
          visible={pairSheet}
          rows={leverRows}
          current={symbol}
          onPick={(next) => {
            setPairSheet(false);
            if (next !== symbol) onPickPair(next);
          }}
          onClose={() => setPairSheet(false)}
        />
      </>
    );

  return (
    <PageShell
      tab={tab}
      title={<PairButton symbol={symbol} onClick={() => setPairSheet(true)} />}
      right={
        <IconButton
          label={t('futures.history.title')}
          onClick={() => navigation.push(paths.contractOrder)}
        >
          <ReceiptIcon />
        </IconButton>
      }
    >
      {top}
      {body}
    </PageShell>
  );
}

/** /pages/transaction/contract?symbol=BTC/USDT: futures on one pair (BTC/USDT by default). */
export function ContractPage() {
  const [params] = useSearchParams();
  const symbol = futuresSymbolOf(params.get('symbol'));
  return (
    <ContractScreen
      key={symbol}
      symbol={symbol}
      direction={directionOf(params.get('side'))}
      onPickPair={(next) => navigation.replace(paths.contract, { symbol: next })}
    />
  );
}
