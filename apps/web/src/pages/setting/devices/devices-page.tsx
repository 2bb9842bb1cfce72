import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type DeviceView, type LoginRecordView } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { deviceQueries, useRevokeDevices } from '../../../features/auth/api/devices-api';
import { confirmDialog } from '../../../lib/dialog';
import { showSuccess } from '../../../lib/toast';
import './devices.css';

type Tab = 'devices' | 'history';

/** "Chrome · Android", with the unknown parts said so. */
function useDeviceName() {
  const { t } = useTranslation();
  return (d: { browser: string; os: string }) =>
    `${d.browser || t('devices.unknownBrowser')} · ${d.os || t('devices.unknownOs')}`;
}

/** The network, or what kind it is: no city is guessed (there is no GeoIP database). */
function useNetworkText() {
  const { t } = useTranslation();
  return (d: Pick<DeviceView, 'network' | 'network_kind'>) => {
    if (d.network_kind === 'unknown') return t('devices.networkUnknown');
    const text = t('devices.network', { network: d.network });
    return d.network_kind === 'public' ? text : `${text} (${t(`devices.kind_${d.network_kind}`)})`;
  };
}

function DevicesTab() {
  const { t } = useTranslation();
  const query = useQuery(deviceQueries.list());
  const revoke = useRevokeDevices();
  const name = useDeviceName();
  const networkText = useNetworkText();
  const devices = query.data;
  if (!devices) return <QueryFallback query={query} />;
  const others = devices.filter((d) => !d.current);

  async function signOut(device?: DeviceView) {
    const ok = await confirmDialog({
      title: device ? t('devices.signOutTitle') : t('devices.signOutOthersTitle'),
      content: device ? name(device) : t('devices.signOutOthersText', { n: others.length }),
      confirmText: t('devices.signOut'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(device?.id);
    } catch {
      return; // The API client showed why.
    }
    showSuccess(device ? t('devices.signedOut') : t('devices.othersSignedOut'));
  }

  return (
    <>
      <section className="card devices-card" aria-label={t('devices.title')}>
        <ul className="line-list">
          {devices.map((device) => (
            <li key={device.id} className="line-row device-row" data-testid="device-row">
              <span className="line-row__text device-row__text">
                <span className="device-row__title">
                  {name(device)}
                  {device.current ? (
                    <span className="line-row__badge" data-testid="this-device">
                      {t('devices.thisDevice')}
                    </span>
                  ) : null}
                </span>
                <span className="device-row__detail">{networkText(device)}</span>
                <span className="device-row__detail">
                  {t('devices.signedInAt', { time: formatDateTime(device.signed_in_at) })}
                </span>
                {device.last_seen_at !== null ? (
                  <span className="device-row__detail">
                    {t('devices.lastSeen', { time: formatDateTime(device.last_seen_at) })}
                  </span>
                ) : null}
              </span>
              {device.current ? null : (
                <Button
                  className="device-row__action"
                  size="small"
                  disabled={revoke.isPending}
                  aria-label={`${t('devices.signOut')}: ${name(device)}`}
                  onClick={() => void signOut(device)}
                >
                  {t('devices.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <p className="devices-page__note">{t('devices.placeNote')}</p>
      {others.length > 0 ? (
        <Button
          className="devices-page__others"
          block
          color="danger"
          fill="outline"
          disabled={revoke.isPending}
          onClick={() => void signOut()}
        >
          {t('devices.signOutOthers')}
        </Button>
      ) : null}
    </>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(deviceQueries.logins());
  const name = useDeviceName();
  const networkText = useNetworkText();
  return (
    <section className="card devices-card" aria-label={t('devices.history')}>
      <PagedList<LoginRecordView>
        query={query}
        emptyTitle={t('devices.noHistory')}
        renderRow={(row) => (
          <div className="line-row device-row" data-testid="login-row">
            <span className="line-row__text device-row__text">
              <span className="device-row__title">{name(row)}</span>
              <span className="device-row__detail">{networkText(row)}</span>
              <span className="device-row__detail">{formatDateTime(row.at)}</span>
            </span>
            <span
              className={`device-row__status ${row.success ? 'device-row__detail' : 'device-row__failed'}`}
            >
              {row.success ? t('devices.succeeded') : t('devices.failed')}
            </span>
          </div>
        )}
      />
    </section>
  );
}

/**
 * My signed-in devices (issue #21 item 4): each with browser, OS, network, signed-in and
 * last-seen times, this one marked; sign one out or every other one; and the sign-in history.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'history' ? 'history' : 'devices';
  return (
    <PageShell title={t('devices.title')}>
      <div className="devices-page">
        <SegmentedTabs<Tab>
          ariaLabel={t('devices.title')}
          options={[
            { value: 'devices', label: t('devices.title') },
            { value: 'history', label: t('devices.history') },
          ]}
          value={tab}
          onChange={(next) =>
            setSearchParams(next === 'history' ? { tab: next } : {}, { replace: true })
          }
        />
        {tab === 'devices' ? <DevicesTab /> : <HistoryTab />}
      </div>
    </PageShell>
  );
}
