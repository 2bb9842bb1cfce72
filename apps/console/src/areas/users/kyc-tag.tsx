import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const LOOKS: Record<number, { color: string; icon: ReactNode }> = {
  0: { color: 'default', icon: <MinusCircleOutlined /> },
  1: { color: 'processing', icon: <ClockCircleOutlined /> },
  2: { color: 'success', icon: <CheckCircleOutlined /> },
  3: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** An identity record's state (0 none, 1 pending, 2 certified, 3 failed) as text with an icon. */
export function KycTag({ status }: { status: number }) {
  const t = useTranslate();
  const look = LOOKS[status] ?? LOOKS[0]!;
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`users.kyc.status.${status}`)}
    </Tag>
  );
}
