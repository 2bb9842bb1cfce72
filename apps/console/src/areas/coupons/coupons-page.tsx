import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { List } from '@refinedev/antd';
import { useInvalidate, useList, useTranslate } from '@refinedev/core';
import {
  formatPercent,
  isLanguage,
  textIn,
  type AdminCouponView,
  type Language,
} from '@meridian/contract';
import { Alert, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import { StatusTag, type TagLook } from '../../components/status-tag';
import { useAction } from '../../components/use-action';
import { DateTime } from '../../components/values';
import { LANGUAGE_TAGS } from '../content/languages';
import { couponStatus, rateToPercent, type CouponStatus } from './coupon-form';

const STATUS_LOOKS: Record<CouponStatus, TagLook> = {
  active: 'good',
  closed: 'neutral',
  revoked: 'bad',
};

/** The console's language as the contract's texts and formatters take it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** A share of each fee as a percentage in the operator's language: "0.5" → "50%". */
export function DiscountText({ rate }: { rate: string }) {
  const lang = useLanguage();
  const text = formatPercent(rateToPercent(rate), {
    signed: false,
    trimTo: 0,
    locale: LANGUAGE_TAGS[lang],
  });
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
}

function AudienceText({ coupon }: { coupon: AdminCouponView }) {
  const t = useTranslate();
  if (coupon.audience === 'new') {
    return <>{t('coupons.audience.newDays', { count: coupon.new_user_days ?? 30 })}</>;
  }
  if (coupon.audience === 'list') {
    return <>{t('coupons.audience.listCount', { count: coupon.listed_users })}</>;
  }
  return <>{t('coupons.audience.all')}</>;
}

/** Claims so far against the quantity: "12 / 100", or "12 / no limit". */
function ClaimedText({ coupon }: { coupon: AdminCouponView }) {
  const t = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {coupon.claimed} / {coupon.quantity ?? t('coupons.list.noLimit')}
    </span>
  );
}

/**
 * Every coupon issued (the newest 200), with its terms and real counts: claims against the
 * quantity and fees discounted so far. Terms never change once issued; an operator can only
 * revoke, which stops new claims (claims already made stay usable).
 */
export function CouponsPage() {
  const t = useTranslate();
  const lang = useLanguage();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const { result, query } = useList<AdminCouponView>({
    resource: 'coupons',
    pagination: { mode: 'off' },
  });
  // A coupon's state as of the moment the list was read.
  const readAt = query.dataUpdatedAt;

  const revoke = (coupon: AdminCouponView) =>
    void run(
      '/admin/coupons/revoke',
      { id: coupon.id },
      {
        said: t('coupons.list.revoked', { name: textIn(coupon.name, lang) }),
        refresh: ['coupons', 'audit'],
      },
    );

  return (
    <List
      title={t('coupons.list.title')}
      headerButtons={
        <Space>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void invalidate({ resource: 'coupons', invalidates: ['list'] })}
          >
            {t('buttons.refresh')}
          </Button>
          {canWrite ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/coupons/new')}
              data-testid="coupon-new"
            >
              {t('coupons.list.create')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Alert type="info" showIcon message={t('coupons.list.intro')} style={{ marginBottom: 16 }} />
      <Table<AdminCouponView>
        rowKey="id"
        size="small"
        data-testid="coupons-table"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('coupons.list.name'),
            key: 'name',
            width: 220,
            render: (_, coupon) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{textIn(coupon.name, lang)}</Typography.Text>
                <Typography.Text type="secondary">#{coupon.id}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('coupons.list.kind'),
            dataIndex: 'kind',
            render: (kind: AdminCouponView['kind']) => t(`coupons.kinds.${kind}`),
          },
          {
            title: t('coupons.list.discount'),
            dataIndex: 'discount_rate',
            align: 'right',
            render: (rate: string) => <DiscountText rate={rate} />,
          },
          { title: t('coupons.list.uses'), dataIndex: 'uses', align: 'right' },
          {
            title: t('coupons.list.validity'),
            dataIndex: 'valid_days',
            render: (days: number) => t('coupons.list.days', { count: days }),
          },
          {
            title: t('coupons.list.audience'),
            key: 'audience',
            width: 170,
            render: (_, coupon) => <AudienceText coupon={coupon} />,
          },
          {
            title: t('coupons.list.claimed'),
            key: 'claimed',
            align: 'right',
            render: (_, coupon) => <ClaimedText coupon={coupon} />,
          },
          { title: t('coupons.list.used'), dataIndex: 'used', align: 'right' },
          {
            title: t('coupons.list.claimUntil'),
            dataIndex: 'claim_until',
            render: (value: number) => <DateTime value={value} />,
          },
          {
            title: t('coupons.list.status'),
            key: 'status',
            render: (_, coupon) => {
              const status = couponStatus(coupon, readAt);
              return (
                <Space direction="vertical" size={0}>
                  <StatusTag
                    look={STATUS_LOOKS[status]}
                    text={t(`coupons.status.${status}`)}
                    testId={`coupon-status-${coupon.id}`}
                  />
                  {coupon.revoked_at !== null ? <DateTime value={coupon.revoked_at} /> : null}
                </Space>
              );
            },
          },
          ...(canWrite
            ? [
                {
                  title: t('coupons.list.actions'),
                  key: 'actions',
                  fixed: 'right' as const,
                  render: (_: unknown, coupon: AdminCouponView) =>
                    couponStatus(coupon, readAt) === 'active' ? (
                      <Popconfirm
                        title={t('coupons.list.revokeAsk', { name: textIn(coupon.name, lang) })}
                        description={t('coupons.list.revokeNote')}
                        okText={t('coupons.list.revoke')}
                        okButtonProps={{ danger: true, 'data-testid': 'coupon-revoke-ok' }}
                        cancelText={t('buttons.cancel')}
                        onConfirm={() => revoke(coupon)}
                      >
                        <Button
                          size="small"
                          danger
                          disabled={busy}
                          aria-label={t('coupons.list.revokeLabel', {
                            name: textIn(coupon.name, lang),
                          })}
                          data-testid={`coupon-revoke-${coupon.id}`}
                        >
                          {t('coupons.list.revoke')}
                        </Button>
                      </Popconfirm>
                    ) : (
                      '—'
                    ),
                },
              ]
            : []),
        ]}
      />
    </List>
  );
}
