import { useTranslate } from '@refinedev/core';
import { Card, Descriptions, Skeleton } from 'antd';
import { Link } from 'react-router';

import { StatusTag } from '../../components/status-tag';
import { DateTime } from '../../components/values';
import { useProfile } from './support-api';

/** The user behind the open conversation, beside the thread, with a link to their page. */
export function ProfilePanel({ id }: { id: number }) {
  const t = useTranslate();
  const profile = useProfile(id);
  const p = profile.data;
  return (
    <Card title={t('support.profile.title')} size="small" data-testid="support-profile">
      {!p ? (
        <Skeleton active loading={profile.isPending} />
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('support.profile.id')}>#{p.user_id}</Descriptions.Item>
            <Descriptions.Item label={t('support.profile.nickname')}>
              {p.nickname || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.username')}>
              {p.username}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.email')}>
              {p.email ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.mobile')}>
              {p.mobile ? `+${p.area_code ?? ''} ${p.mobile}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.language')}>
              {p.language}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.level')}>
              {t('support.profile.levelValue', { level: p.real_level })}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.registered')}>
              <DateTime value={p.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.lastLogin')}>
              <DateTime value={p.last_login_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.hold')}>
              {p.held_reason ? (
                <StatusTag look="bad" text={p.held_reason} />
              ) : (
                t('support.profile.notHeld')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.profile.assignee')}>
              {p.assignee_email ?? t('support.thread.unassigned')}
            </Descriptions.Item>
          </Descriptions>
          <Link to={`/users/show/${p.user_id}`}>{t('support.profile.open')}</Link>
        </>
      )}
    </Card>
  );
}
