import { useState } from 'react';
import {
  formatCoordinates,
  parseLatitude,
  parseLongitude,
  type AdminCompanyLocationView,
  type CompanyPlaceTexts,
  type Language,
} from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Spin, Typography } from 'antd';

import { apiGet } from '../../api/client';
import { useOperator } from '../../auth/use-operator';
import {
  LANGUAGE_NAMES,
  translationsPayload,
  type TextField,
  type TextsByLanguage,
} from './languages';
import { TranslationsTabs } from './translations-tabs';
import { useContentAction } from './use-content';

/** The company's name and address, per language (English required). */
export const COMPANY_FIELDS: TextField[] = [
  { name: 'name', kind: 'text', required: true, max: 120 },
  { name: 'address', kind: 'textarea', required: true, max: 300 },
];

const KEY = ['content', 'company-location'] as const;

export function useCompanyLocation() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiGet<AdminCompanyLocationView | null>('/admin/location/company'),
  });
}

/**
 * The company's address (issue #20 item 8): where it is (latitude and longitude) and its name and
 * address in the eight languages. The app's contact page shows it and opens it on a map
 * (/open-location); a language left empty shows English.
 */
export function CompanyLocationPage() {
  const company = useCompanyLocation();
  if (company.isLoading) return <Spin />;
  // Keyed by the save time: a save draws the form again from what the server kept.
  return (
    <CompanyLocationForm key={company.data?.updated_at ?? 'new'} saved={company.data ?? null} />
  );
}

function CompanyLocationForm({ saved }: { saved: AdminCompanyLocationView | null }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { canWrite } = useOperator();
  const { run, busy } = useContentAction();
  // Each language's { name, address } as the editor holds texts (every field a string).
  const initial = { ...saved?.translations } as TextsByLanguage;
  const [texts, setTexts] = useState<TextsByLanguage>(initial);
  const [active, setActive] = useState<Language>('en');
  const [lat, setLat] = useState(saved ? String(saved.lat) : '');
  const [lng, setLng] = useState(saved ? String(saved.lng) : '');
  const latitude = parseLatitude(lat);
  const longitude = parseLongitude(lng);

  const save = async () => {
    if (latitude === null || longitude === null) {
      void message.error(t('content.location.coordinatesInvalid'));
      return;
    }
    const answer = translationsPayload(COMPANY_FIELDS, texts, initial);
    if ('problem' in answer) {
      setActive(answer.problem.lang);
      void message.error(
        t('content.fieldRequired', {
          field: t(`content.fields.${answer.problem.field}`),
          language: LANGUAGE_NAMES[answer.problem.lang],
        }),
      );
      return;
    }
    // The whole place is replaced: a cleared language (null) is simply left out.
    const translations: Partial<Record<Language, CompanyPlaceTexts>> = {};
    for (const [lang, value] of Object.entries(answer.translations)) {
      if (value) translations[lang as Language] = value as unknown as CompanyPlaceTexts;
    }
    await run('/admin/location/company/save', { lat: latitude, lng: longitude, translations });
  };

  return (
    <>
      <Typography.Title level={3}>{t('content.lists.location')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('content.location.intro')}</Typography.Paragraph>
      {saved ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('content.location.notSet')}
        />
      )}
      <Card size="small" title={t('content.location.where')} style={{ marginBottom: 16 }}>
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                label={t('content.location.latitude')}
                htmlFor="company-lat"
                validateStatus={lat && latitude === null ? 'error' : undefined}
                help={lat && latitude === null ? t('content.location.latitudeHelp') : undefined}
              >
                <Input
                  id="company-lat"
                  inputMode="decimal"
                  value={lat}
                  placeholder="22.2819"
                  readOnly={!canWrite}
                  onChange={(e) => setLat(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={t('content.location.longitude')}
                htmlFor="company-lng"
                validateStatus={lng && longitude === null ? 'error' : undefined}
                help={lng && longitude === null ? t('content.location.longitudeHelp') : undefined}
              >
                <Input
                  id="company-lng"
                  inputMode="decimal"
                  value={lng}
                  placeholder="114.1582"
                  readOnly={!canWrite}
                  onChange={(e) => setLng(e.target.value)}
                />
              </Form.Item>
            </Col>
          </Row>
          {latitude !== null && longitude !== null ? (
            <Typography.Text type="secondary" data-testid="company-coordinates">
              {formatCoordinates(latitude, longitude)}
            </Typography.Text>
          ) : null}
        </Form>
      </Card>
      <Card size="small" title={t('content.texts')}>
        <TranslationsTabs
          fields={COMPANY_FIELDS}
          texts={texts}
          active={active}
          onActive={setActive}
          onChange={(lang, field, value) =>
            setTexts((now) => ({ ...now, [lang]: { ...now[lang], [field]: value } }))
          }
          readOnly={!canWrite}
        />
      </Card>
      {canWrite ? (
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            loading={busy}
            onClick={() => void save()}
            data-testid="save-location"
          >
            {t('content.location.save')}
          </Button>
        </Space>
      ) : null}
    </>
  );
}
