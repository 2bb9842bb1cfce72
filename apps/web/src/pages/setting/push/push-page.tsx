import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { PUSH_CATEGORIES, type PushCategory } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { CategorySwitches } from '../../../components/ui/category-switches';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import {
  currentSubscription,
  fetchPushKey,
  pushQueries,
  pushSupport,
  subscribeDevice,
  subscriptionInput,
  unsubscribeDevice,
  usePushCategory,
  useSubscribePush,
  useUnsubscribePush,
  type PushSupport,
} from '../../../features/push';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { navigation } from '../../../lib/navigation';
import { loginLinkFrom } from '../../../lib/require-login';
import './push.css';

/** This device: still being read, on, off, or a subscribe attempt that failed (and why). */
type DeviceState = 'checking' | 'on' | 'off' | 'denied' | 'failed';

/**
 * Settings › Notifications (#21 item 9): push to this device while the app is closed, and which
 * kinds of news the account wants pushed. The device switch asks permission, subscribes through
 * the service worker and tells the server; off unsubscribes both. The categories apply to every
 * device of the account. Honest states: a browser without push, a permission the user blocked
 * (and how to allow it), not signed in.
 */
export function PushPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useCurrentUser();
  const title = t('push.title');
  if (!isLoggedIn || !user) {
    return (
      <PageShell title={title}>
        <section className="card push-card" data-testid="push-signed-out">
          <p className="push-card__text">{t('push.signIn')}</p>
          <PrimaryButton
            onClick={() => {
              const login = loginLinkFrom(paths.push);
              navigation.push(login.path, login.query);
            }}
          >
            {t('common.goToLogin')}
          </PrimaryButton>
        </section>
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <div className="push-page">
        <DeviceCard userId={user.id} />
        <CategoriesCard userId={user.id} />
      </div>
    </PageShell>
  );
}

function DeviceCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [device, setDevice] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const settings = useQuery(pushQueries.settings(userId));

  // A subscription this device already holds is posted again: the server may have dropped it
  // (the push service said gone) or it may belong to another account signed in here before.
  useEffect(() => {
    let live = true;
    void (async () => {
      const held = support === 'granted' ? await currentSubscription() : null;
      if (!live) return;
      if (!held) return setDevice('off');
      try {
        await subscribe.mutateAsync(subscriptionInput(held));
        if (live) setDevice('on');
      } catch {
        if (live) setDevice('off');
      }
    })();
    return () => {
      live = false;
    };
    // Once per visit: `subscribe` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [support]);

  async function turnOn() {
    const { public_key } = await fetchPushKey();
    const outcome = await subscribeDevice(public_key);
    setSupport(pushSupport());
    if (!outcome.ok) {
      setDevice(
        outcome.reason === 'denied' ? 'denied' : outcome.reason === 'failed' ? 'failed' : 'off',
      );
      return;
    }
    await subscribe.mutateAsync(outcome.input);
    setDevice('on');
  }

  async function turnOff() {
    const endpoint = await unsubscribeDevice();
    if (endpoint) await unsubscribe.mutateAsync(endpoint);
    setDevice('off');
  }

  async function change(next: boolean) {
    setBusy(true);
    try {
      await (next ? turnOn() : turnOff());
    } catch {
      // The API client showed why; the switch stays as it was.
    } finally {
      setBusy(false);
    }
  }

  const blocked = support === 'unsupported' || support === 'denied' || device === 'denied';
  const devices = settings.data?.devices ?? 0;
  return (
    <section className="card push-card" aria-labelledby="push-device">
      <div className="push-row">
        <h2 id="push-device" className="push-card__title">
          {t('push.device')}
        </h2>
        <Switch
          checked={device === 'on'}
          loading={busy || device === 'checking'}
          disabled={blocked}
          aria-label={t('push.device')}
          onChange={(next) => void change(next)}
        />
      </div>
      <DeviceNotice support={support} device={device} />
      {devices > 0 ? (
        <p className="push-card__meta" data-testid="push-devices">
          {t('push.devices', { count: devices })}
        </p>
      ) : null}
    </section>
  );
}

function DeviceNotice({ support, device }: { support: PushSupport; device: DeviceState }) {
  const { t } = useTranslation();
  if (support === 'unsupported') {
    return (
      <p className="notice notice--warning" role="status" data-testid="push-unsupported">
        {t('push.unsupported')}
      </p>
    );
  }
  if (support === 'denied' || device === 'denied') {
    return (
      <p className="notice notice--warning" role="status" data-testid="push-denied">
        {t('push.denied')}
      </p>
    );
  }
  if (device === 'failed') {
    return (
      <p className="notice notice--warning" role="status" data-testid="push-failed">
        {t('push.failed')}
      </p>
    );
  }
  return (
    <p className="push-card__text" data-testid="push-device-state">
      {device === 'on' ? t('push.deviceOn') : t('push.deviceOff')}
    </p>
  );
}

function CategoriesCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const settings = useQuery(pushQueries.settings(userId));
  const change = usePushCategory();
  const view = settings.data;
  if (!view) return <QueryFallback query={settings} />;
  return (
    <section className="card push-card" aria-labelledby="push-categories">
      <h2 id="push-categories" className="push-card__title">
        {t('push.categoriesTitle')}
      </h2>
      <p className="push-card__text">{t('push.categoriesNote')}</p>
      <CategorySwitches<PushCategory>
        categories={PUSH_CATEGORIES}
        values={view.categories}
        name={(category) => t(`push.categories.${category}`)}
        hint={(category) => t(`push.hints.${category}`)}
        prefix="push"
        onChange={(category, enabled) => change.mutateAsync({ category, enabled })}
      />
    </section>
  );
}
