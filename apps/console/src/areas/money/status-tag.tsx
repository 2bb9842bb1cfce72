import type { ReactNode } from 'react';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

/** Dark text on a light ground (7:1 or more): antd's preset tag colours fall short of AA. */
const LOOKS = {
  pending: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  done: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  rejected: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  waiting: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
} as const;

const ICONS = {
  pending: <ClockCircleOutlined />,
  done: <CheckCircleOutlined />,
  rejected: <CloseCircleOutlined />,
  waiting: <ClockCircleOutlined />,
};

/** A state as text with an icon, so it never rests on colour alone. */
export function StatusTag({
  look,
  text,
  testId,
}: {
  look: keyof typeof LOOKS;
  text: ReactNode;
  testId?: string;
}) {
  return (
    <Tag style={LOOKS[look]} icon={ICONS[look]} data-testid={testId}>
      {text}
    </Tag>
  );
}

/** 0 pending, 1 done (confirmed or paid), 2 rejected: the deposit and withdrawal numbers. */
export const lookOfStatus = (status: number): keyof typeof LOOKS =>
  status === 0 ? 'pending' : status === 1 ? 'done' : 'rejected';
