import { useTranslate } from '@refinedev/core';
import { Typography } from 'antd';

/** A user as the money queues name them: the id, and the email beneath when there is one. */
export function UserCell({ id, email }: { id: number; email: string | null }) {
  const t = useTranslate();
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography.Text strong>#{id}</Typography.Text>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {email ?? t('money.common.noEmail')}
      </Typography.Text>
    </span>
  );
}
