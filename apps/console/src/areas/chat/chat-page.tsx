import { useEffect, useState, type ReactNode } from 'react';
import type { AdminChatSettingsView } from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Form, Switch, Tabs } from 'antd';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { MessagesTable, MutesTable, ReportsTable } from './chat-tables';

/** The published switches for links and images in messages (off by default), saved together. */
function SwitchesCard() {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const { query } = useCustom<AdminChatSettingsView>({
    url: '/admin/chat/settings',
    method: 'get',
  });
  const saved = query.data?.data;
  const [form] = Form.useForm<AdminChatSettingsView>();
  useEffect(() => {
    if (saved) form.setFieldsValue(saved);
  }, [saved, form]);
  const save = async () => {
    const values = form.getFieldsValue();
    if (await run('/admin/chat/settings/save', values, { refresh: ['audit'] })) {
      await query.refetch();
    }
  };
  return (
    <Card title={t('chat.settings.title')} style={{ maxWidth: 560 }}>
      <Alert type="info" showIcon message={t('chat.settings.note')} style={{ marginBottom: 16 }} />
      <Form<AdminChatSettingsView> form={form} layout="horizontal" disabled={!canWrite}>
        <Form.Item name="allow_links" label={t('chat.settings.links')} valuePropName="checked">
          <Switch aria-label={t('chat.settings.links')} />
        </Form.Item>
        <Form.Item name="allow_images" label={t('chat.settings.images')} valuePropName="checked">
          <Switch aria-label={t('chat.settings.images')} />
        </Form.Item>
        {canWrite ? (
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('chat.settings.save')}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

type ChatTab = 'open' | 'closed' | 'messages' | 'mutes' | 'settings';

/**
 * Chat room moderation (issue #20 item 2): reported messages waiting for an operator, the ones
 * handled, every room's recent messages, the mutes in force and the switches.
 */
export function ChatModerationPage() {
  const t = useTranslate();
  const [tab, setTab] = useState<ChatTab>('open');
  const panes: Record<ChatTab, ReactNode> = {
    open: <ReportsTable status="open" />,
    closed: <ReportsTable status="closed" />,
    messages: <MessagesTable />,
    mutes: <MutesTable />,
    settings: <SwitchesCard />,
  };
  return (
    <List title={t('chat.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ChatTab)}
        items={(Object.keys(panes) as ChatTab[]).map((key) => ({
          key,
          label: t(`chat.tabs.${key}`),
          children: key === tab ? panes[key] : null,
        }))}
      />
    </List>
  );
}
