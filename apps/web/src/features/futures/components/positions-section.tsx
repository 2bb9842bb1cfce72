import Button from 'antd-mobile/es/components/button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LeverTradeEvent } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-fallback';
import type { PositionActions } from '../hooks/use-position-actions';
import { AccountStrip } from './account-strip';
import { PositionsPanel } from './positions-panel';

interface PositionsSectionProps {
  loggedIn: boolean;
  /** /lever/dealall: the lever account with its open and pending positions. */
  account: UseQueryResult<LeverTradeEvent>;
  /** The quote coin the account is kept in (USDT). */
  quote: string;
  precisionOf: (symbol: string) => number;
  actions: PositionActions;
  onLogin: () => void;
}

/**
 * Under the order form: the lever account and the positions and pending entries with their
 * actions, or for a visitor a way to log in.
 */
export function PositionsSection({
  loggedIn,
  account,
  quote,
  precisionOf,
  actions,
  onLogin,
}: PositionsSectionProps) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <EmptyState
        compact
        title={t('futures.loginForPositions')}
        action={
          <Button size="small" onClick={onLogin}>
            {t('common.goToLogin')}
          </Button>
        }
      />
    );
  }
  if (account.isPending) return <DelayedLoading />;
  if (account.isError) {
    return <QueryError compact query={account} />;
  }
  return (
    <>
      <AccountStrip account={account.data.account} quote={quote} />
      <PositionsPanel
        data={account.data}
        tab={actions.tab}
        onTab={actions.setTab}
        precisionOf={precisionOf}
        busyId={actions.busyId}
        batchBusy={actions.batchBusy}
        onClose={actions.askClose}
        onStops={actions.openStops}
        onCancel={actions.cancel}
        onBatch={actions.askBatch}
      />
    </>
  );
}
