import { useTranslate } from '@refinedev/core';
import { Card, Descriptions, Empty, Image, Space, Typography } from 'antd';

import { DateTime } from '../../components/values';
import { KycTag } from './kyc-tag';
import type { KycRecord } from './users-types';

/**
 * One level of a user's identity: level 1 the name and document entered, level 2 the two
 * photos (signed links, opened full size with zoom). `record` absent: not submitted.
 */
export function KycRecordCard({
  level,
  record,
  highlight = false,
}: {
  level: 1 | 2;
  record: KycRecord | undefined;
  highlight?: boolean;
}) {
  const t = useTranslate();
  return (
    <Card
      size="small"
      title={t(`users.kyc.level${level}`)}
      extra={record ? <KycTag status={record.status} /> : null}
      data-testid={`kyc-level-${level}`}
      style={highlight ? { borderColor: '#1677ff', borderWidth: 2 } : undefined}
    >
      {!record ? (
        <Empty description={t('users.kyc.notSubmitted')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            {level === 1 ? (
              <>
                <Descriptions.Item label={t('users.kyc.name')}>
                  {record.name ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('users.kyc.idType')}>
                  {record.id_type ? t(`users.kyc.idTypes.${record.id_type}`) : '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('users.kyc.cardId')}>
                  <Typography.Text code>{record.card_id ?? '—'}</Typography.Text>
                </Descriptions.Item>
              </>
            ) : null}
            <Descriptions.Item label={t('users.kyc.submittedAt')}>
              <DateTime value={record.created_at} />
            </Descriptions.Item>
            {record.handled_at ? (
              <Descriptions.Item label={t('users.kyc.handledAt')}>
                <DateTime value={record.handled_at} />
              </Descriptions.Item>
            ) : null}
            {record.reason ? (
              <Descriptions.Item label={t('users.kyc.reason')}>{record.reason}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {level === 2 ? (
            <Image.PreviewGroup>
              <Space align="start" wrap>
                {(['front_pic', 'reverse_pic'] as const).map((side) => (
                  <figure key={side} style={{ margin: 0 }}>
                    {record[side] ? (
                      <Image
                        src={record[side]}
                        width={220}
                        height={150}
                        style={{ objectFit: 'contain', background: '#f5f5f5' }}
                        alt={t(`users.kyc.${side === 'front_pic' ? 'frontAlt' : 'backAlt'}`, {
                          id: record.id,
                        })}
                        data-testid={`kyc-photo-${side}`}
                      />
                    ) : (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                    )}
                    <figcaption>
                      <Typography.Text type="secondary">
                        {t(`users.kyc.${side === 'front_pic' ? 'front' : 'back'}`)}
                      </Typography.Text>
                    </figcaption>
                  </figure>
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
        </Space>
      )}
    </Card>
  );
}

/** The latest record of each level. */
export function latestOfLevel<T extends KycRecord>(records: T[], level: number): T | undefined {
  return records
    .filter((r) => r.level === level)
    .reduce<T | undefined>((latest, r) => (!latest || r.id > latest.id ? r : latest), undefined);
}
