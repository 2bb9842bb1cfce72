import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import {
  COUPON_AUDIENCES,
  COUPON_KINDS,
  COUPON_MAX_USES,
  COUPON_MAX_VALID_DAYS,
  LANGUAGES,
  type AdminCouponView,
  type Language,
} from '@meridian/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { LANGUAGE_NAMES, type TextsByLanguage } from '../content/languages';
import { TranslationsTabs } from '../content/translations-tabs';
import {
  couponBody,
  NAME_FIELD,
  parseUserIds,
  percentToRate,
  type CouponProblem,
  type CouponTerms,
} from './coupon-form';

/** The form's values: the terms, with the claim end as the date picker holds it. */
type TermsForm = Omit<CouponTerms, 'claim_until'> & { claim_until: Dayjs | null };

const MAX_QUANTITY = 10_000_000;

/** The form item each problem of `couponBody` belongs to (the name has its own card). */
const PROBLEM_ITEMS: Record<Exclude<CouponProblem, 'name'>, keyof TermsForm> = {
  discount_rate: 'percent',
  claim_until: 'claim_until',
  user_ids: 'user_ids',
};

/**
 * Issues a coupon: which fees it discounts and by how much, how many fees one claim covers,
 * how long a claim stays usable, who may claim and until when, how many claims in all, and its
 * name in the eight languages. Terms cannot change afterwards, so the page says so before saving.
 */
export function CouponCreatePage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const [form] = Form.useForm<TermsForm>();
  const audience = Form.useWatch('audience', form);
  const kind = Form.useWatch('kind', form) ?? 'spot_fee';
  const [texts, setTexts] = useState<TextsByLanguage>({});
  const [active, setActive] = useState<Language>('en');

  const nameLabel = t(`content.fields.${NAME_FIELD.name}`);
  // Each field's label, also said in place of its wire name when the server refuses it.
  const labels: Record<string, string> = {
    kind: t('coupons.form.kind'),
    discount_rate: t('coupons.form.discount'),
    uses: t('coupons.form.uses'),
    valid_days: t('coupons.form.validDays'),
    claim_until: t('coupons.form.claimUntil'),
    audience: t('coupons.form.audience'),
    new_user_days: t('coupons.form.newUserDays'),
    user_ids: t('coupons.form.userIds'),
    quantity: t('coupons.form.quantity'),
    ...Object.fromEntries(
      LANGUAGES.map((lang) => [`name.${lang}`, `${nameLabel} (${LANGUAGE_NAMES[lang]})`]),
    ),
  };

  const save = async () => {
    const values = await form.validateFields();
    const answer = couponBody(
      { ...values, claim_until: values.claim_until?.valueOf() ?? 0 },
      texts,
      Date.now(),
    );
    if ('problem' in answer) {
      if (answer.problem === 'name') {
        setActive('en');
        void message.error(t('coupons.form.nameRequired'));
      } else {
        const name = PROBLEM_ITEMS[answer.problem];
        form.setFields([{ name, errors: [t(`coupons.form.rules.${name}`)] }]);
      }
      return;
    }
    const done = await run<AdminCouponView>('/admin/coupons/create', answer.body, {
      said: t('coupons.form.created', { name: answer.body.name.en }),
      refresh: ['coupons', 'audit'],
      fields: labels,
    });
    if (done) void navigate('/coupons');
  };

  const ruleOf = (key: string) => ({ required: true, message: t(`coupons.form.rules.${key}`) });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('coupons.form.title')}
      </Typography.Title>
      <Alert
        type={canWrite ? 'info' : 'warning'}
        showIcon
        message={canWrite ? t('coupons.form.intro') : t('coupons.form.readOnly')}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={[24, 16]}>
        <Col span={24}>
          <Card size="small" title={t('coupons.form.terms')}>
            <Form<TermsForm>
              form={form}
              layout="vertical"
              disabled={!canWrite}
              style={{ maxWidth: 720 }}
              initialValues={{
                kind: 'spot_fee',
                percent: '',
                uses: 1,
                valid_days: 7,
                claim_until: dayjs().add(30, 'day').endOf('day'),
                audience: 'all',
                new_user_days: 30,
                user_ids: '',
                quantity: null,
              }}
            >
              <Form.Item
                name="kind"
                label={labels.kind}
                extra={t(`coupons.form.kindNotes.${kind}`)}
              >
                <Radio.Group
                  optionType="button"
                  options={COUPON_KINDS.map((value) => ({
                    value,
                    label: t(`coupons.kinds.${value}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="percent"
                label={labels.discount_rate}
                extra={t(`coupons.form.discountNotes.${kind}`)}
                required
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      percentToRate(value ?? '') !== null
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('coupons.form.rules.percent'))),
                  },
                ]}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  suffix="%"
                  placeholder="50"
                  style={{ maxWidth: 200 }}
                />
              </Form.Item>
              <Space size="large" wrap align="start">
                <Form.Item
                  name="uses"
                  label={labels.uses}
                  extra={t('coupons.form.usesNote')}
                  rules={[ruleOf('uses')]}
                  style={{ maxWidth: 260 }}
                >
                  <InputNumber min={1} max={COUPON_MAX_USES} precision={0} />
                </Form.Item>
                <Form.Item
                  name="valid_days"
                  label={labels.valid_days}
                  extra={t('coupons.form.validDaysNote')}
                  rules={[ruleOf('valid_days')]}
                  style={{ maxWidth: 260 }}
                >
                  <InputNumber min={1} max={COUPON_MAX_VALID_DAYS} precision={0} />
                </Form.Item>
              </Space>
              <Form.Item
                name="claim_until"
                label={labels.claim_until}
                required
                extra={t('coupons.form.claimUntilNote')}
                rules={[
                  {
                    validator: (_, value: Dayjs | null) =>
                      value && value.valueOf() > Date.now()
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('coupons.form.rules.claim_until'))),
                  },
                ]}
              >
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                />
              </Form.Item>
              <Form.Item name="audience" label={labels.audience}>
                <Radio.Group
                  options={COUPON_AUDIENCES.map((value) => ({
                    value,
                    label: t(`coupons.form.audiences.${value}`),
                  }))}
                />
              </Form.Item>
              {audience === 'new' ? (
                <Form.Item
                  name="new_user_days"
                  label={labels.new_user_days}
                  extra={t('coupons.form.newUserDaysNote')}
                  rules={[ruleOf('new_user_days')]}
                >
                  <InputNumber min={1} max={365} precision={0} />
                </Form.Item>
              ) : null}
              {audience === 'list' ? (
                <Form.Item
                  name="user_ids"
                  label={labels.user_ids}
                  required
                  extra={t('coupons.form.userIdsNote')}
                  rules={[
                    {
                      validator: (_, value: string | undefined) => {
                        const parsed = parseUserIds(value ?? '');
                        if (parsed.ok) return Promise.resolve();
                        const text =
                          parsed.problem === 'invalid'
                            ? t('coupons.form.rules.userIdInvalid', { token: parsed.token })
                            : t(`coupons.form.rules.user_ids_${parsed.problem}`);
                        return Promise.reject(new Error(text));
                      },
                    },
                  ]}
                >
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder="12, 15, 20" />
                </Form.Item>
              ) : null}
              <Form.Item
                name="quantity"
                label={labels.quantity}
                extra={t('coupons.form.quantityNote')}
              >
                <InputNumber min={1} max={MAX_QUANTITY} precision={0} />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('coupons.form.name')}>
            <Typography.Paragraph type="secondary">
              {t('coupons.form.nameNote')}
            </Typography.Paragraph>
            <TranslationsTabs
              fields={[NAME_FIELD]}
              texts={texts}
              active={active}
              onActive={setActive}
              onChange={(lang, field, value) =>
                setTexts((now) => ({ ...now, [lang]: { ...now[lang], [field]: value } }))
              }
              readOnly={!canWrite}
            />
          </Card>
        </Col>
      </Row>
      <Space style={{ marginTop: 16 }} wrap>
        <Button onClick={() => void navigate('/coupons')}>{t('buttons.cancel')}</Button>
        {canWrite ? (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void save().catch(() => undefined)}
            data-testid="coupon-save"
          >
            {t('coupons.form.save')}
          </Button>
        ) : null}
      </Space>
    </>
  );
}
