import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type BankKind } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { useSecondFactor } from '../../../features/two-factor';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useWhitelistSwitch, whitelistQuery } from '../../../features/wallet/api/whitelist-api';
import { PayPasswordSheet } from '../../../features/wallet/components/pay-password-sheet';
import { useMinuteClock } from '../../../features/wallet/hooks/use-minute-clock';
import { maskCardNumber, shortAddress } from '../../../features/wallet/model/records';
import { isCoolingOff, timeLeft } from '../../../features/wallet/model/whitelist';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import './whitelist.css';

const BANK_KINDS: BankKind[] = ['domestic', 'international'];

/** "Usable" or "Usable in hh:mm" for a saved address or card. */
function Usable({ usableAt, now }: { usableAt: number; now: number }) {
  const { t } = useTranslation();
  const cooling = isCoolingOff({ usable_at: usableAt }, now);
  return (
    <span className={`whitelist-item__state${cooling ? ' is-cooling' : ''}`}>
      {cooling ? t('whitelist.usableIn', { left: timeLeft(usableAt, now) }) : t('whitelist.usable')}
    </span>
  );
}

/**
 * The withdrawal whitelist (issue #21 item 3): the switch (on at once, off 24 h after asking,
 * cancellable, both with the pay password), and the saved addresses and bank cards with the time
 * left on those still cooling off.
 */
export function WhitelistPage() {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const state = useQuery(whitelistQuery());
  const addresses = useQuery(walletQueries.addresses());
  const domestic = useQuery(walletQueries.bankCard('domestic'));
  const international = useQuery(walletQueries.bankCard('international'));
  const change = useWhitelistSwitch();
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  // A security change: with two-factor on, its code too.
  const secondFactor = useSecondFactor('whitelist-second-factor');

  const view = state.data;
  if (!view) {
    return (
      <PageShell title={t('whitelist.title')}>
        <QueryFallback query={state} />
      </PageShell>
    );
  }
  const applies = view.state !== 'off';

  async function confirm(payPassword: string) {
    if (!asking || change.isPending) return;
    try {
      await change.mutateAsync({ action: asking, payPassword, secondFactor: secondFactor.body });
    } catch (error) {
      // The API client showed why; a wrong pay password or code can be typed again.
      secondFactor.noticeError(error);
      return;
    }
    secondFactor.clear();
    showSuccess(t(asking === 'on' ? 'whitelist.turnedOn' : 'whitelist.offRequested'));
    setAsking(null);
  }

  async function cancelOff() {
    try {
      await change.mutateAsync({ action: 'cancel_off' });
      showSuccess(t('whitelist.offCancelled'));
    } catch {
      // The API client showed why.
    }
  }

  const cards = BANK_KINDS.map((kind) => ({
    kind,
    card: kind === 'domestic' ? domestic.data : international.data,
  }));

  return (
    <PageShell title={t('whitelist.title')}>
      <div className="whitelist-page">
        <section className="card whitelist-card" aria-labelledby="whitelist-switch">
          <div className="whitelist-card__row">
            <h2 id="whitelist-switch" className="whitelist-card__title">
              {t('whitelist.switch')}
            </h2>
            <Switch
              checked={applies}
              disabled={view.state === 'off_pending' || change.isPending}
              aria-label={t('whitelist.switch')}
              onChange={(next) => setAsking(next ? 'on' : 'off')}
            />
          </div>
          <p className="whitelist-card__text">{t('whitelist.explain')}</p>
          {view.state === 'off_pending' && view.off_at !== null ? (
            <div
              className="notice notice--warning"
              role="status"
              data-testid="whitelist-off-pending"
            >
              <div className="notice__body">
                <p>
                  {t('whitelist.offPending', {
                    left: timeLeft(view.off_at, now),
                    time: formatDateTime(view.off_at),
                  })}
                </p>
                <Button
                  className="whitelist-card__cancel"
                  size="small"
                  disabled={change.isPending}
                  onClick={() => void cancelOff()}
                >
                  {t('whitelist.keepOn')}
                </Button>
              </div>
            </div>
          ) : null}
        </section>

        <section className="card whitelist-card" aria-labelledby="whitelist-addresses">
          <h2 id="whitelist-addresses" className="whitelist-card__title">
            {t('whitelist.addresses')}
          </h2>
          {addresses.data && addresses.data.data.length > 0 ? (
            <ul className="line-list">
              {addresses.data.data.map((address) => (
                <li
                  key={address.id}
                  className="line-row whitelist-item"
                  data-testid="whitelist-address"
                >
                  <span className="line-row__text whitelist-item__text">
                    <span className="whitelist-item__title">
                      {address.currency_name} · {address.name}
                    </span>
                    <span className="whitelist-item__detail mono">
                      {address.network ? `${address.network} · ` : ''}
                      {shortAddress(address.address, 8, 6)}
                    </span>
                  </span>
                  <Usable usableAt={address.usable_at} now={now} />
                </li>
              ))}
            </ul>
          ) : addresses.isPending ? null : (
            <p className="whitelist-card__text">{t('whitelist.noAddresses')}</p>
          )}
          <Button
            className="whitelist-card__add"
            fill="outline"
            block
            onClick={() => navigation.push(paths.addWallet)}
          >
            {t('whitelist.addAddress')}
          </Button>
          {applies ? <p className="whitelist-card__text">{t('whitelist.coolOffNote')}</p> : null}
        </section>

        <section className="card whitelist-card" aria-labelledby="whitelist-cards">
          <h2 id="whitelist-cards" className="whitelist-card__title">
            {t('whitelist.cards')}
          </h2>
          <ul className="line-list">
            {cards.map(({ kind, card }) => (
              <li key={kind} className="line-row whitelist-item">
                <span className="line-row__text whitelist-item__text">
                  <span className="whitelist-item__title">{t(`fund.withdraw.bank.${kind}`)}</span>
                  <span className="whitelist-item__detail">
                    {card
                      ? `${card.fields.bank_name ?? ''} ${maskCardNumber(card.fields.card_number)}`
                      : t('common.notBound')}
                  </span>
                </span>
                {card ? <Usable usableAt={card.usable_at} now={now} /> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <PayPasswordSheet
        visible={asking !== null}
        title={t(asking === 'off' ? 'whitelist.confirmOff' : 'whitelist.confirmOn')}
        summary={
          <p className="whitelist-card__text">
            {t(asking === 'off' ? 'whitelist.confirmOffText' : 'whitelist.confirmOnText')}
          </p>
        }
        submitting={change.isPending}
        onClose={() => setAsking(null)}
        onForgot={() => navigation.push(paths.payPassword)}
        onConfirm={(payPassword) => void confirm(payPassword)}
        before={secondFactor.field}
      />
    </PageShell>
  );
}
