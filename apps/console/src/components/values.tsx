import { formatDateTime, localizeDecimal } from '@meridian/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Numbers and times through the one formatter of packages/contract, as in the H5 app: amounts are
 * decimal strings from the server, shown grouped in the operator's language, never rounded.
 */
export function Amount({
  value,
  currency,
}: {
  value: string | null | undefined;
  currency?: string;
}) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return <>—</>;
  return (
    <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {localizeDecimal(value, i18n.language === 'zh' ? 'zh-Hans-CN' : 'en')}
      {currency ? ` ${currency}` : ''}
    </Typography.Text>
  );
}

/** A server timestamp (seconds or milliseconds) as local date and time. */
export function DateTime({ value }: { value: number | null | undefined }) {
  if (!value) return <>—</>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span>;
}
