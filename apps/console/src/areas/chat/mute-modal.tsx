import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal, Select } from 'antd';

import { MUTE_MINUTES, muteLength } from './chat-moderation';

interface MuteForm {
  minutes: number;
  reason: string;
}

/** Asks how long to mute a user in every room, and why (the reason is audited). */
export function MuteModal({
  user,
  onSubmit,
  onClose,
}: {
  /** The user to mute, or null while closed. */
  user: { id: number; nickname: string } | null;
  onSubmit: (minutes: number, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<MuteForm>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { minutes, reason } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(minutes, reason.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={user !== null}
      title={t('chat.mute.title', { nickname: user?.nickname ?? '', id: user?.id ?? '' })}
      okText={t('chat.mute.confirm')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'chat-mute-confirm' }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MuteForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ minutes: 60, reason: '' }}
      >
        <Form.Item name="minutes" label={t('chat.mute.length')}>
          <Select
            aria-label={t('chat.mute.length')}
            options={MUTE_MINUTES.map((minutes) => {
              const { count, unit } = muteLength(minutes);
              return { value: minutes, label: t(`chat.units.${unit}`, { count }) };
            })}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
