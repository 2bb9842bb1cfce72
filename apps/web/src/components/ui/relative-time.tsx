import { relativeTime } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

/**
 * A past moment as SPEC.md §9 words it: "just now" under 5 minutes, then minutes, hours and
 * days up to 30 days, then the date.
 */
export function RelativeTime({ value, now }: { value: number; now?: number }) {
  const { t } = useTranslation();
  const when = relativeTime(value, now);
  let text: string;
  switch (when.unit) {
    case 'justNow':
      text = t('time.justNow');
      break;
    case 'minutes':
      text = t('time.minutesAgo', { count: when.count });
      break;
    case 'hours':
      text = t('time.hoursAgo', { count: when.count });
      break;
    case 'days':
      text = t('time.daysAgo', { count: when.count });
      break;
    default:
      text = when.date;
  }
  return <time dateTime={new Date(value).toISOString()}>{text}</time>;
}
