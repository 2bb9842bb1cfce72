import { useEffect, useState } from 'react';
import { useInvalidateAuthStore, useLogout, useTranslate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import type { TotpEnrolmentView, TotpStateView } from '@meridian/contract';

import { apiGet, apiPost } from '../api/client';
import { AuthFrame } from './auth-frame';

type Step =
  | { kind: 'loading' }
  | { kind: 'enrol'; enrolment: TotpEnrolmentView; qr: string }
  | { kind: 'recovery'; codes: string[] }
  | { kind: 'verify' };

/**
 * The second step: first sign-in enrols an authenticator (QR code, then one code to confirm,
 * then the recovery codes, shown once); later sign-ins ask for a code or a recovery code.
 */
export function SecondFactorPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const { mutate: logout } = useLogout();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const state = await apiGet<TotpStateView>('/admin/totp/state');
        if (!live) return;
        if (state.stage === 'full') void navigate('/', { replace: true });
        else if (state.enrolled) setStep({ kind: 'verify' });
        else {
          const enrolment = await apiPost<TotpEnrolmentView>('/admin/totp/enrol');
          const qr = await QRCode.toDataURL(enrolment.uri, { margin: 1, width: 220 });
          if (live) setStep({ kind: 'enrol', enrolment, qr });
        }
      } catch {
        if (live) void navigate('/login', { replace: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [navigate]);

  const finish = async () => {
    await invalidateAuth();
    await navigate('/', { replace: true });
  };

  const submit = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = ({ code }: { code: string }) =>
    submit(async () => {
      const { recovery_codes } = await apiPost<{ recovery_codes: string[] }>(
        '/admin/totp/confirm',
        { code: code.trim() },
      );
      setStep({ kind: 'recovery', codes: recovery_codes });
    });

  const verify = ({ code }: { code: string }) =>
    submit(async () => {
      const value = code.trim();
      await apiPost(
        '/admin/totp/verify',
        /^\d{6}$/.test(value) ? { code: value } : { recovery_code: value },
      );
      await finish();
    });

  const errorBox = error ? (
    <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />
  ) : null;

  return (
    <AuthFrame>
      <Card
        title={t('auth.secondFactorTitle')}
        extra={
          <Button type="link" onClick={() => logout()}>
            {t('auth.cancel')}
          </Button>
        }
      >
        {step.kind === 'loading' ? <Spin /> : null}
        {step.kind === 'enrol' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>{t('auth.enrolIntro')}</Typography.Paragraph>
            <img
              src={step.qr}
              alt={t('auth.qrAlt')}
              width={220}
              height={220}
              style={{ display: 'block', margin: '0 auto' }}
            />
            <Typography.Paragraph>
              {t('auth.manualKey')}{' '}
              <Typography.Text code copyable data-testid="totp-secret">
                {step.enrolment.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <CodeForm
              label={t('auth.code')}
              busy={busy}
              onFinish={confirm}
              submit={t('auth.confirm')}
            >
              {errorBox}
            </CodeForm>
          </Space>
        ) : null}
        {step.kind === 'recovery' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="warning" showIcon message={t('auth.recoveryIntro')} />
            <pre data-testid="recovery-codes" style={{ fontSize: 15, lineHeight: 1.7 }}>
              {step.codes.join('\n')}
            </pre>
            <Button type="primary" block onClick={() => void finish()}>
              {t('auth.recoverySaved')}
            </Button>
          </Space>
        ) : null}
        {step.kind === 'verify' ? (
          <CodeForm
            label={t('auth.codeOrRecovery')}
            busy={busy}
            onFinish={verify}
            submit={t('auth.verify')}
          >
            {errorBox}
          </CodeForm>
        ) : null}
      </Card>
    </AuthFrame>
  );
}

function CodeForm({
  label,
  busy,
  submit,
  onFinish,
  children,
}: {
  label: string;
  busy: boolean;
  submit: string;
  onFinish: (values: { code: string }) => Promise<void>;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        name="code"
        label={label}
        rules={[{ required: true, message: t('auth.codeRequired') }]}
      >
        <Input autoComplete="one-time-code" inputMode="text" autoFocus maxLength={32} />
      </Form.Item>
      {children}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submit}
      </Button>
    </Form>
  );
}
