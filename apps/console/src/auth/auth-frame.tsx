import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The centred column the sign-in steps sit in. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        background: '#f0f2f5',
      }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        Meridian
      </Typography.Title>
      <div style={{ width: 420, maxWidth: '100%' }}>{children}</div>
    </main>
  );
}
