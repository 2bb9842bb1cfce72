import { useLogout, useTranslate } from '@refinedev/core';
import { Button, Layout, Space, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { AdminRole } from '@meridian/contract';

import { useOperator } from '../auth/use-operator';
import { TAG_LOOKS, type TagLook } from '../components/status-tag';
import { LanguageSwitch } from './language-switch';

/** Each role's tag, in colours of AA contrast. */
const ROLE_LOOKS: Record<AdminRole, TagLook> = {
  operator: 'info',
  auditor: 'neutral',
  super: 'warn',
};

/** The top bar: who is signed in, with which role, the language and sign-out. */
export function ConsoleHeader() {
  const t = useTranslate();
  const { me } = useOperator();
  const { mutate: logout } = useLogout();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        background: '#fff',
        padding: '0 24px',
        height: 56,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Space size="middle">
        <LanguageSwitch />
        {me ? (
          <Space size="small" data-testid="operator">
            <Typography.Text>{me.email}</Typography.Text>
            <Tag style={TAG_LOOKS[ROLE_LOOKS[me.role]]}>{t(`roles.${me.role}`)}</Tag>
          </Space>
        ) : null}
        <Button icon={<LogoutOutlined />} onClick={() => logout()}>
          {t('auth.signOut')}
        </Button>
      </Space>
    </Layout.Header>
  );
}
