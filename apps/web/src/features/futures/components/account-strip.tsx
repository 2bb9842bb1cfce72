import type { ReactNode } from 'react';
import { Money, type LeverAccountView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { RiskRate, UsdtAmount } from './bits';

/** The lever account: available, total margin, unrealised P/L and risk rate (live). */
export function AccountStrip({ account, quote }: { account: LeverAccountView; quote: string }) {
  const { t } = useTranslation();
  const item = (key: string, label: string, value: ReactNode) => (
    <div className="fut-account__item" data-testid={`account-${key}`}>
      <span className="fut-account__label">{label}</span>
      <span className="fut-account__value">{value}</span>
    </div>
  );
  return (
    <section className="fut-card" aria-label={t('futures.account.title')}>
      <div className="fut-account__head">
        <h2 className="fut-account__title">{t('futures.account.title')}</h2>
        <span className="fut-hint">
          {t('futures.account.threshold', { threshold: account.liquidation_risk_rate })}
        </span>
      </div>
      <div className="fut-account">
        {item(
          'available',
          t('futures.account.available'),
          <UsdtAmount value={account.available} suffix={quote} />,
        )}
        {item(
          'margin',
          t('futures.account.totalMargin'),
          <UsdtAmount value={account.total_margin} />,
        )}
        {item(
          'profits',
          t('futures.account.unrealised'),
          <UsdtAmount value={account.total_profits} colored signed />,
        )}
        {item(
          'risk',
          t('futures.account.riskRate'),
          <RiskRate value={account.risk_rate} threshold={account.liquidation_risk_rate} />,
        )}
      </div>
      {new Money(account.pending_margin).greaterThan(0) ? (
        <p className="fut-account__pending" data-testid="account-pending">
          {t('futures.account.pending')}{' '}
          <UsdtAmount value={account.pending_margin} max={6} suffix={quote} />
        </p>
      ) : null}
    </section>
  );
}
