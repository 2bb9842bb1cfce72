import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

const LOOKS = {
  pending: { color: 'processing', icon: <ClockCircleOutlined /> },
  done: { color: 'success', icon: <CheckCircleOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
} as const;

/** A request's state as text with an icon, so it never rests on colour alone. */
export function StatusTag({ look, text }: { look: keyof typeof LOOKS; text: string }) {
  return (
    <Tag color={LOOKS[look].color} icon={LOOKS[look].icon}>
      {text}
    </Tag>
  );
}

/** 0 pending, 1 done (confirmed or paid), 2 rejected: the deposit and withdrawal numbers. */
export const lookOfStatus = (status: number): keyof typeof LOOKS =>
  status === 0 ? 'pending' : status === 1 ? 'done' : 'rejected';
