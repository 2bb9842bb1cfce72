import type { AdminSupportConversationView } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { UserOutlined } from '@ant-design/icons';
import { Badge, Empty, List, Pagination, Space, Typography } from 'antd';

import { StatusTag } from '../../components/status-tag';
import { DateTime } from '../../components/values';

/** One tab's conversations: who, the last message, when, unread and any ticket's due time. */
export function ConversationList({
  rows,
  total,
  page,
  loading,
  selected,
  onPage,
  onSelect,
}: {
  rows: AdminSupportConversationView[];
  total: number;
  page: number;
  loading: boolean;
  selected: number | null;
  onPage: (page: number) => void;
  onSelect: (row: AdminSupportConversationView) => void;
}) {
  const t = useTranslate();
  if (!loading && rows.length === 0) {
    return <Empty description={t('support.inbox.empty')} />;
  }
  return (
    <>
      <List<AdminSupportConversationView>
        loading={loading}
        dataSource={rows}
        data-testid="support-inbox-list"
        renderItem={(row) => (
          <List.Item
            key={row.id}
            style={{
              cursor: 'pointer',
              paddingInline: 8,
              background: row.id === selected ? 'rgba(22, 119, 255, 0.08)' : undefined,
            }}
          >
            <button
              type="button"
              onClick={() => onSelect(row)}
              aria-current={row.id === selected ? 'true' : undefined}
              style={{
                all: 'unset',
                display: 'block',
                width: '100%',
                cursor: 'pointer',
              }}
            >
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Text strong>
                  {row.user_name} <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
                </Typography.Text>
                {row.unread > 0 ? (
                  <Badge
                    count={row.unread}
                    title={t('support.inbox.unread', { count: row.unread })}
                  />
                ) : null}
              </Space>
              <Typography.Paragraph
                type="secondary"
                ellipsis={{ rows: 1 }}
                style={{ margin: '2px 0' }}
              >
                {row.last_sender === 'operator' ? `${t('support.inbox.youReplied')} ` : ''}
                {row.last_text || (row.last_image ? t('support.inbox.image') : '')}
              </Typography.Paragraph>
              <Space size={4} wrap>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <DateTime value={row.last_message_at} />
                </Typography.Text>
                {row.ticket_due_at ? (
                  <StatusTag
                    look="warn"
                    text={
                      <>
                        {t('support.inbox.ticketDue')} <DateTime value={row.ticket_due_at} />
                      </>
                    }
                  />
                ) : null}
                {row.assignee_email ? (
                  <StatusTag look="neutral" icon={<UserOutlined />} text={row.assignee_email} />
                ) : null}
              </Space>
            </button>
          </List.Item>
        )}
      />
      {total > 20 ? (
        <Pagination
          size="small"
          current={page}
          total={total}
          pageSize={20}
          onChange={onPage}
          style={{ marginTop: 8, textAlign: 'right' }}
        />
      ) : null}
    </>
  );
}
