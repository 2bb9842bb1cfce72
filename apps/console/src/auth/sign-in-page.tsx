import { useLogin, useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';

import { LanguageSwitch } from '../layout/language-switch';
import { AuthFrame } from './auth-frame';

interface Credentials {
  email: string;
  password: string;
}

/** The first step: email and password. The session it opens reaches only the TOTP step. */
export function SignInPage() {
  const t = useTranslate();
  const { mutate: login, isPending, error } = useLogin<Credentials>();
  return (
    <AuthFrame>
      <Card title={t('auth.signInTitle')} extra={<LanguageSwitch />}>
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(v) => login(v)}>
          <Form.Item
            name="email"
            label={t('auth.email')}
            rules={[{ required: true, type: 'email', message: t('auth.emailRequired') }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={[{ required: true, message: t('auth.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error ? (
            <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />
          ) : null}
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t('auth.signIn')}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('auth.secondFactorNote')}
        </Typography.Paragraph>
      </Card>
    </AuthFrame>
  );
}
