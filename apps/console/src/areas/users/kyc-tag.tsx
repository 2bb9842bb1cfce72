import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

import { TAG_LOOKS } from '../../components/status-tag';

const LOOKS: Record<number, { look: keyof typeof TAG_LOOKS; icon: ReactNode }> = {
  0: { look: 'neutral', icon: <MinusCircleOutlined /> },
  1: { look: 'info', icon: <ClockCircleOutlined /> },
  2: { look: 'good', icon: <CheckCircleOutlined /> },
  3: { look: 'bad', icon: <CloseCircleOutlined /> },
};

/** An identity record's state (0 none, 1 pending, 2 certified, 3 failed) as text with an icon. */
export function KycTag({ status }: { status: number }) {
  const t = useTranslate();
  const look = LOOKS[status] ?? LOOKS[0]!;
  return (
    <Tag style={TAG_LOOKS[look.look]} icon={look.icon}>
      {t(`users.kyc.status.${status}`)}
    </Tag>
  );
}
