import { useEffect, useState } from 'react';
import type { OtcOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { DetailList } from '../../../components/ui/detail-list';
import { FormField, PasswordInput, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { confirmDialog } from '../../../lib/dialog';
import { showSuccess } from '../../../lib/toast';
import { useOrderStep } from '../api/otc-queries';
import { timeLeft, useOtcFormat } from '../model/otc-format';

/** The payment window's countdown, ticking every second. */
function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <p className="otc-timer" data-testid="otc-timer" role="timer">
      {t('otc.timeLeft', { time: timeLeft(deadline, now) })}
    </p>
  );
}

/** A sheet asking for one text (the payer's name, an appeal's reason, the pay password). */
function AskSheet({
  id,
  title,
  label,
  secret,
  visible,
  onClose,
  onSubmit,
}: {
  id: string;
  title: string;
  label: string;
  secret?: boolean;
  visible: boolean;
  onClose: () => void;
  onSubmit: (value: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const Input = secret ? PasswordInput : TextInput;
  return (
    <BottomSheet visible={visible} onClose={onClose} title={title}>
      <div className="otc-sheet">
        <FormField id={id} label={label}>
          <Input id={id} value={value} onChange={setValue} />
        </FormField>
        <PrimaryButton
          disabled={value.trim() === '' || busy}
          onClick={() => {
            setBusy(true);
            void onSubmit(value.trim())
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {t('otc.submit')}
        </PrimaryButton>
      </div>
    </BottomSheet>
  );
}

/**
 * One order as its buyer or seller sees it: the figures, the seller's payment details, the
 * window's countdown while open, and the step the caller may take now ("I have paid", cancel,
 * release with the pay password, appeal); an appeal's decision with the operator's reason.
 */
export function OrderCard({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const [asking, setAsking] = useState<null | 'paid' | 'release' | 'appeal'>(null);
  const paid = useOrderStep('paid');
  const release = useOrderStep('release');
  const cancel = useOrderStep('cancel');
  const appeal = useOrderStep('appeal');
  const buyer = order.role === 'buyer';
  const close = () => setAsking(null);
  const done = (text: string) => {
    close();
    showSuccess(text);
  };

  const rows = [
    { key: 'status', label: t('otc.status'), value: t(`otc.state.${order.status}`) },
    { key: 'price', label: t('otc.price'), value: f.fiat(order.price, order.fiat) },
    { key: 'quantity', label: t('otc.quantity'), value: f.coin(order.quantity, order.coin) },
    { key: 'total', label: t('otc.total'), value: f.fiat(order.total, order.fiat) },
    {
      key: 'other',
      label: buyer ? t('otc.seller') : t('otc.buyer'),
      value: buyer ? order.seller.name : order.buyer.name,
    },
    order.payer_name !== null && {
      key: 'payer',
      label: t('otc.payerName'),
      value:
        order.payer_name_matches === false
          ? t('otc.payerMismatch', { name: order.payer_name })
          : order.payer_name,
      valueClassName: order.payer_name_matches === false ? 'otc-warning' : undefined,
    },
    order.cancel_reason !== null && {
      key: 'cancel',
      label: t('otc.cancelReason'),
      value: t(`otc.cancelledBy.${order.cancel_reason}`),
    },
  ];

  return (
    <section className="card otc-card" data-testid="otc-order" aria-labelledby="otc-order-title">
      <h2 id="otc-order-title" className="otc-card__title">
        {t(buyer ? 'otc.orderBuy' : 'otc.orderSell', { coin: order.coin, id: order.id })}
      </h2>
      <p className="otc-label">{t('otc.p2pNote')}</p>
      {order.status === 'open' ? <Countdown deadline={order.deadline_at} /> : null}
      <DetailList rows={rows} className="otc-lines" rowClassName="otc-lines__row" />
      {buyer && order.status === 'open' ? (
        <div className="otc-pay" data-testid="otc-payments">
          <h3 className="otc-card__subtitle">{t('otc.payTo')}</h3>
          {order.payments.map((p, i) => (
            <DetailList
              key={i}
              className="otc-lines"
              rowClassName="otc-lines__row"
              rows={[
                { key: 'method', label: t('otc.method'), value: t(`otc.methods.${p.method}`) },
                { key: 'account', label: t('otc.account'), value: p.account },
                { key: 'name', label: t('otc.holder'), value: p.name },
              ]}
            />
          ))}
        </div>
      ) : null}
      {order.appeal ? (
        <div className="otc-appeal" data-testid="otc-appeal">
          <p>
            {t('otc.appealBy', { who: t(`otc.${order.appeal.by}`), reason: order.appeal.reason })}
          </p>
          {order.appeal.outcome ? (
            <p>
              {t(`otc.decided.${order.appeal.outcome}`, { reason: order.appeal.decision ?? '' })}
            </p>
          ) : (
            <p>{t('otc.appealPending')}</p>
          )}
        </div>
      ) : null}
      <div className="otc-actions">
        {buyer && order.status === 'open' ? (
          <>
            <PrimaryButton onClick={() => setAsking('paid')}>{t('otc.markPaid')}</PrimaryButton>
            <button
              type="button"
              className="otc-link-button"
              onClick={() =>
                void confirmDialog({
                  content: t('otc.cancelConfirm'),
                  confirmText: t('otc.cancel'),
                  cancelText: t('otc.keep'),
                })
                  .then(async (ok) => {
                    if (!ok) return;
                    await cancel.mutateAsync({ id: order.id });
                    showSuccess(t('otc.cancelled'));
                  })
                  .catch(() => undefined)
              }
            >
              {t('otc.cancel')}
            </button>
          </>
        ) : null}
        {!buyer && ['open', 'paid', 'appeal'].includes(order.status) ? (
          <PrimaryButton onClick={() => setAsking('release')}>{t('otc.release')}</PrimaryButton>
        ) : null}
        {order.status === 'paid' ? (
          <button type="button" className="otc-link-button" onClick={() => setAsking('appeal')}>
            {t('otc.appeal')}
          </button>
        ) : null}
      </div>
      <AskSheet
        id="otc-payer"
        visible={asking === 'paid'}
        title={t('otc.markPaid')}
        label={t('otc.payerNameLabel')}
        onClose={close}
        onSubmit={async (name) => {
          await paid.mutateAsync({ id: order.id, payer_name: name });
          done(t('otc.paidDone'));
        }}
      />
      <AskSheet
        id="otc-pay-password"
        secret
        visible={asking === 'release'}
        title={t('otc.releaseTitle', { quantity: f.coin(order.quantity, order.coin) })}
        label={t('otc.payPassword')}
        onClose={close}
        onSubmit={async (password) => {
          await release.mutateAsync({ id: order.id, pay_password: password });
          done(t('otc.released'));
        }}
      />
      <AskSheet
        id="otc-appeal-reason"
        visible={asking === 'appeal'}
        title={t('otc.appeal')}
        label={t('otc.appealReason')}
        onClose={close}
        onSubmit={async (reason) => {
          await appeal.mutateAsync({ id: order.id, reason });
          done(t('otc.appealed'));
        }}
      />
    </section>
  );
}
