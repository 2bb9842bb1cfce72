import type { ReactNode } from 'react';
import {
  formatDateTime,
  type AccountTransferView,
  type BillEntryView,
  type ConversionView,
  type DepositRequestView,
  type WithdrawalView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { pricePrecision } from '../model/conversion-form';
import { billFigures, depositStatus, shortAddress, withdrawStatus } from '../model/records';
import { accountLabelKey } from '../model/wallet-summary';
import { CoinAmount } from './coin-amount';
import { StatusChip } from './status-chip';

function RecordRow({
  title,
  chip,
  amount,
  lines,
  note,
}: {
  title: ReactNode;
  chip?: ReactNode;
  amount: ReactNode;
  lines: ReactNode[];
  note?: ReactNode;
}) {
  return (
    <article className="wallet-record">
      <div className="wallet-record__head">
        <span className="wallet-record__title">{title}</span>
        {chip}
      </div>
      <div className="wallet-record__amount">{amount}</div>
      {lines.map((line, index) => (
        <p key={index} className="wallet-record__line">
          {line}
        </p>
      ))}
      {note ? <p className="row-note wallet-record__note">{note}</p> : null}
    </article>
  );
}

export function DepositRow({ row }: { row: DepositRequestView }) {
  const { t } = useTranslation();
  const status = depositStatus(row.status);
  return (
    <RecordRow
      title={`${row.currency_name}${row.network ? ` · ${row.network}` : ''}`}
      chip={<StatusChip status={status} />}
      amount={<CoinAmount value={row.amount} currency={row.currency_name} />}
      lines={[
        row.address ? `${t('fund.records.toAddress')} ${shortAddress(row.address)}` : null,
        formatDateTime(row.created_at),
      ].filter(Boolean)}
      note={
        status === 'rejected' && row.reason
          ? t('fund.records.reason', { reason: row.reason })
          : null
      }
    />
  );
}

export function WithdrawalRow({ row }: { row: WithdrawalView }) {
  const { t } = useTranslation();
  const status = withdrawStatus(row.status);
  const destination =
    row.destination.kind === 'address'
      ? row.destination.label
      : `${t(`fund.withdraw.bank.${row.destination.kind}`)} ${row.destination.label}`;
  return (
    <RecordRow
      title={row.currency_name}
      chip={<StatusChip status={status} />}
      amount={<CoinAmount value={row.number} currency={row.currency_name} />}
      lines={[
        <>
          {t('fund.withdraw.fee')} <CoinAmount value={row.fee} /> · {t('fund.records.netAmount')}{' '}
          <CoinAmount value={row.real_number} />
        </>,
        `${t('fund.records.destination')} ${destination}`,
        formatDateTime(row.created_at),
      ]}
      note={
        status === 'rejected' && row.reason
          ? t('fund.records.reason', { reason: row.reason })
          : null
      }
    />
  );
}

export function TransferRow({ row }: { row: AccountTransferView }) {
  const { t } = useTranslation();
  return (
    <RecordRow
      title={row.currency_name}
      amount={<CoinAmount value={row.number} currency={row.currency_name} />}
      lines={[
        `${t(accountLabelKey(row.from_field))} → ${t(accountLabelKey(row.to_field))}`,
        formatDateTime(row.created_at),
      ]}
    />
  );
}

export function ConversionRow({
  row,
  nameOf,
}: {
  row: ConversionView;
  nameOf: (currencyId: number) => string;
}) {
  const { t } = useTranslation();
  const from = nameOf(row.from_currency_id);
  const to = nameOf(row.to_currency_id);
  return (
    <RecordRow
      title={`${from} → ${to}`}
      amount={
        <>
          <CoinAmount value={row.number} currency={from} /> →{' '}
          <CoinAmount value={row.receive} currency={to} />
        </>
      }
      lines={[
        <>
          {t('fund.convert.fee')} <CoinAmount value={row.fee} currency={to} />
        </>,
        <>
          {t('fund.convert.pricesUsed')} {from}{' '}
          <Amount kind="price" value={row.from_price} precision={pricePrecision(row.from_price)} />{' '}
          · {to}{' '}
          <Amount kind="price" value={row.to_price} precision={pricePrecision(row.to_price)} />
        </>,
        formatDateTime(row.created_at),
      ]}
    />
  );
}

export function BillRow({
  row,
  showAccount = true,
}: {
  row: BillEntryView;
  showAccount?: boolean;
}) {
  const { t } = useTranslation();
  const figures = billFigures(row);
  return (
    <RecordRow
      title={row.reason_text}
      chip={
        showAccount ? <span className="badge">{t(accountLabelKey(row.account_type))}</span> : null
      }
      amount={
        <>
          <CoinAmount value={figures.headline} currency={row.currency_name} signed colored />
          {figures.headlineIsFrozen ? (
            <span className="badge">{t('fund.assets.frozen')}</span>
          ) : null}
        </>
      }
      lines={[
        figures.frozenLine ? (
          <>
            {t('fund.bill.frozenChange')} <CoinAmount value={figures.frozenLine} signed />
          </>
        ) : null,
        <>
          {t('fund.bill.availableAfter')} <CoinAmount value={row.available_after} />
        </>,
        formatDateTime(row.created_at),
      ].filter(Boolean)}
      note={row.memo}
    />
  );
}
