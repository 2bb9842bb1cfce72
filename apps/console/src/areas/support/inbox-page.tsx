import { useState } from 'react';
import {
  SUPPORT_BOXES,
  type AdminSupportConversationView,
  type SupportBox,
} from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Badge, Card, Col, Empty, Row, Tabs } from 'antd';

import { StatusTag } from '../../components/status-tag';

import { ConversationList } from './conversation-list';
import { ProfilePanel } from './profile-panel';
import { useCounts, useInbox, useSupportSocket } from './support-api';
import { ThreadPanel } from './thread-panel';

/**
 * Customer service's inbox (issue #20 item 1): conversations nobody has, the operator's own and
 * closed ones, each tab with its unread count; the open thread in the middle and the user beside
 * it. Live over the operators' socket; while it is down, the inbox polls.
 */
export function SupportInboxPage() {
  const t = useTranslate();
  const live = useSupportSocket();
  const [box, setBox] = useState<SupportBox>('unassigned');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const inbox = useInbox(box, page, live);
  const counts = useCounts(live);
  const rows = inbox.data?.data ?? [];
  // The open conversation as the current tab lists it (so its state is fresh after each change).
  const [opened, setOpened] = useState<AdminSupportConversationView | null>(null);
  const selected =
    rows.find((r) => r.id === selectedId) ?? (opened?.id === selectedId ? opened : null);

  const unreadOf = (b: SupportBox) =>
    b === 'unassigned' ? counts.data?.unassigned : b === 'mine' ? counts.data?.mine : 0;

  return (
    <List
      title={t('support.inbox.title')}
      headerButtons={
        <StatusTag
          look={live ? 'good' : 'neutral'}
          testId="support-live"
          text={live ? t('support.inbox.live') : t('support.inbox.polling')}
        />
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={7}>
          <Card size="small">
            <Tabs
              activeKey={box}
              onChange={(key) => {
                setBox(key as SupportBox);
                setPage(1);
              }}
              items={SUPPORT_BOXES.map((b) => ({
                key: b,
                label: (
                  <span>
                    {t(`support.inbox.tabs.${b}`)} <Badge count={unreadOf(b) ?? 0} size="small" />
                  </span>
                ),
              }))}
            />
            <ConversationList
              rows={rows}
              total={inbox.data?.total ?? 0}
              page={page}
              loading={inbox.isPending}
              selected={selectedId}
              onPage={setPage}
              onSelect={(row) => {
                setSelectedId(row.id);
                setOpened(row);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={11}>
          {selected ? (
            <ThreadPanel
              key={selected.id}
              conversation={selected}
              onMoved={(next) => {
                setBox(next);
                setPage(1);
              }}
            />
          ) : (
            <Card size="small">
              <Empty description={t('support.inbox.pick')} />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={6}>
          {selected ? <ProfilePanel id={selected.id} /> : null}
        </Col>
      </Row>
    </List>
  );
}
