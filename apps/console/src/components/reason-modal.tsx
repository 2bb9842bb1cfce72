import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal, Select } from 'antd';

/**
 * Asks for the written reason an action needs (reject, hold, adjustment). `presets` offers
 * ready reasons to pick from; the text can always be written or edited freely.
 */
export function ReasonModal({
  open,
  title,
  presets = [],
  confirmText,
  danger = false,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  presets?: string[];
  confirmText?: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText ?? t('buttons.confirmAction')}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        {presets.length > 0 ? (
          <Form.Item label={t('common.reasonPreset')}>
            <Select
              aria-label={t('common.reasonPreset')}
              options={presets.map((p) => ({ value: p, label: p }))}
              onChange={(value: string) => form.setFieldValue('reason', value)}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
