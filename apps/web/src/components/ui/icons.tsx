/**
 * The frame's icons: nav bar, tab bar, states, and the few the trading screens share. The entry
 * chunk carries this set; icons only pages draw are in page-icons.tsx.
 */
import { lineIcon as line, type IconProps } from './line-icon';

export type { IconProps };

export const BackIcon = line(<path d="M15 5l-7 7 7 7" />, { strokeWidth: 2 });
export const ChevronRightIcon = line(<path d="M9 6l6 6-6 6" />);
export const CheckIcon = line(<path d="M5 12.5l4.5 4.5L19 7.5" />, { strokeWidth: 2 });
export const WalletIcon = line(
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3.5M4 7.5v10A2.5 2.5 0 0 0 6.5 20H20V8.5H6.5A2.5 2.5 0 0 1 4 7.5z" />
    <path d="M16.5 14.2h.5" />
  </>,
);
export const ReceiptIcon = line(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const InfoIcon = line(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </>,
);
export const LockIcon = line(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7a3.5 3.5 0 0 1 7 0v3.5" />
  </>,
);
export const HomeTabIcon = line(<path d="M3.5 10.5 12 3.5l8.5 7M6 9v10.5h4.5V14h3v5.5H18V9" />);
export const MarketTabIcon = line(<path d="M3.5 19.5h17M5 15.5l4.5-5 3.5 3 6-6.5M15 7h4v4" />);
export const TradeTabIcon = line(
  <path d="M7 20V5M3.5 8.5 7 5l3.5 3.5M17 4v15M13.5 15.5 17 19l3.5-3.5" />,
);
export const FinanceTabIcon = line(
  <>
    <ellipse cx="12" cy="6.5" rx="7" ry="3" />
    <path d="M5 6.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5M5 11.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
  </>,
);
export const AssetsTabIcon = WalletIcon;

/* Illustrations for empty and error states */
export function EmptyIllustration() {
  return (
    <svg viewBox="0 0 96 72" width="96" height="72" fill="none" aria-hidden="true">
      <rect x="14" y="18" width="68" height="44" rx="8" fill="#1f2229" stroke="#2c3039" />
      <path d="M14 34h20l5 7h18l5-7h20" stroke="#3a3f4a" strokeWidth="2" />
      <circle cx="48" cy="10" r="3" fill="#d4ba83" opacity=".6" />
      <circle cx="30" cy="8" r="2" fill="#d4ba83" opacity=".35" />
      <circle cx="66" cy="8" r="2" fill="#d4ba83" opacity=".35" />
    </svg>
  );
}

export function ErrorIllustration() {
  return (
    <svg viewBox="0 0 96 72" width="96" height="72" fill="none" aria-hidden="true">
      <circle cx="48" cy="36" r="26" fill="#1f2229" stroke="#2c3039" />
      <path d="M48 23v17" stroke="#F04A5A" strokeWidth="4" strokeLinecap="round" />
      <circle cx="48" cy="48" r="2.6" fill="#F04A5A" />
    </svg>
  );
}

export function SoonIllustration() {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" fill="none" aria-hidden="true">
      <circle cx="60" cy="48" r="40" fill="#181a20" stroke="#262a33" />
      <path
        d="M34 62l14-15 10 8 20-22"
        stroke="#d4ba83"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M70 33h9v9"
        stroke="#d4ba83"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M30 70h60" stroke="#2f3440" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
