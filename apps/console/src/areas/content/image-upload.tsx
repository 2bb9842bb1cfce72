import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { App, Button, Input, Space, Upload } from 'antd';

import { apiUpload } from '../../api/client';

/**
 * An image field: upload a file (stored by the server under /uploads/) or paste an https
 * address. A form control: `value` is the image's address, '' for none.
 */
export function ImageUpload({
  value = '',
  onChange,
  id,
  onFile,
}: {
  value?: string;
  onChange?: (src: string) => void;
  id?: string;
  /** The chosen file, before it is uploaded (for a local preview). */
  onFile?: (file: File) => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        placeholder="/uploads/… or https://…"
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            if (file instanceof File) onFile?.(file);
            const src = await apiUpload<string>('/admin/upload', file as File);
            onChange?.(src);
            onSuccess?.(src);
          } catch (error) {
            void message.error(error instanceof Error ? error.message : String(error));
            onError?.(error as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('content.upload')}
        </Button>
      </Upload>
    </Space.Compact>
  );
}
