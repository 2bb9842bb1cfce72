import type { ReactNode } from 'react';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';

/** Dark text on a light ground (7:1 or more): antd's preset tag colours fall short of AA. */
export const TAG_LOOKS = {
  neutral: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
  info: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  good: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  bad: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  warn: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
} as const;
export type TagLook = keyof typeof TAG_LOOKS;

const ICONS: Record<TagLook, ReactNode> = {
  neutral: <MinusCircleOutlined />,
  info: <ClockCircleOutlined />,
  good: <CheckCircleOutlined />,
  bad: <CloseCircleOutlined />,
  warn: <ClockCircleOutlined />,
};

/** A state as text with an icon, so it never rests on colour alone. */
export function StatusTag({
  look,
  text,
  icon,
  testId,
}: {
  look: TagLook;
  text: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <Tag style={TAG_LOOKS[look]} icon={icon ?? ICONS[look]} data-testid={testId}>
      {text}
    </Tag>
  );
}
