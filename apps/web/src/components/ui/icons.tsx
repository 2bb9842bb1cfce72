import { lineIcon as line, type IconProps } from './line-icon';

export type { IconProps };

export const BackIcon = line(<path d="M15 5l-7 7 7 7" />, { strokeWidth: 2 });
export const ChevronRightIcon = line(<path d="M9 6l6 6-6 6" />);
export const CheckIcon = line(<path d="M5 12.5l4.5 4.5L19 7.5" />, { strokeWidth: 2 });
export const CopyIcon = line(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8" />
  </>,
);
export const QrIcon = line(
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 18v2" />
  </>,
);
export const UserIcon = line(
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
  </>,
);
export const EyeIcon = line(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = line(
  <path d="M4 4l16 16M10.6 5.6A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-3 3.7M6.6 6.7C4 8.5 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const ShieldIcon = line(
  <>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.3-7.5 9.5-4.3-1.2-7.5-5-7.5-9.5V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const GlobeIcon = line(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5z" />
  </>,
);
export const CoinIcon = line(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M14.8 9.2c-.5-1-1.5-1.5-2.8-1.5-1.6 0-2.8.8-2.8 2.1 0 2.9 5.8 1.5 5.8 4.4 0 1.3-1.2 2.2-3 2.2-1.4 0-2.5-.6-3-1.6M12 6v1.7M12 16.4V18" />
  </>,
);
export const IdCardIcon = line(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2.2" />
    <path d="M5.8 16c.5-1.6 1.7-2.5 3.2-2.5s2.7.9 3.2 2.5M14.5 10h4M14.5 13.5h3" />
  </>,
);
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
export const HelpIcon = line(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);
export const InfoIcon = line(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </>,
);
export const HeadsetIcon = line(
  <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zM20 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zM17 18c0 1.7-2 3-5 3" />,
);
export const ScaleIcon = line(<path d="M12 4v16M5 7h14M8 20h8M5 7l-3 6h6zM19 7l-3 6h6z" />);
export const ShareIcon = line(
  <>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6" />
  </>,
);
export const LogoutIcon = line(
  <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14M10 8l-4 4 4 4M6 12h10" />,
);
export const LockIcon = line(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7a3.5 3.5 0 0 1 7 0v3.5" />
  </>,
);
export const PhoneIcon = line(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18h3" />
  </>,
);
export const MailIcon = line(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </>,
);
export const KeyIcon = line(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l8.5-8.5M16 7l2.5 2.5M18.5 4.5 20.5 6.5" />
  </>,
);
export const EditIcon = line(<path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const CameraIcon = line(
  <>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.3l1.5-2h5.4l1.5 2h2.3A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
    <circle cx="12" cy="12.8" r="3.3" />
  </>,
);

/* Tab bar glyphs */
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
