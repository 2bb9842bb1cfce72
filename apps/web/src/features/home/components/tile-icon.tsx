import type { ReactNode } from 'react';

import { camelCaseKey, isImageIcon } from '../model/home-menu';

/**
 * Line glyphs for the home tiles, drawn on a 24 × 24 grid in the current colour, by name. The
 * menu's `icon` names one of these (or is a picture); a tile whose icon is unknown falls back to
 * the glyph of its key, then to a plain dot grid.
 */
const GLYPHS: Record<string, ReactNode> = {
  recharge: (
    <>
      <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5" />
      <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </>
  ),
  withdraw: (
    <>
      <path d="M12 14V3M7.5 7.5 12 3l4.5 4.5" />
      <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </>
  ),
  stock: (
    <>
      <path d="M7 3v4M7 16v5M17 3v3M17 13v8" />
      <rect x="5" y="7" width="4" height="9" rx="1" />
      <rect x="15" y="6" width="4" height="7" rx="1" />
    </>
  ),
  futures: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  copyTrading: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15.5 4.8a3.2 3.2 0 0 1 0 6.4M17.5 14.4c2 .9 3.5 3 3.5 5.6" />
    </>
  ),
  financial: <path d="M3 9l9-5 9 5M5 10v8M9.7 10v8M14.3 10v8M19 10v8M3 20h18" />,
  margin: (
    <>
      <path d="M12 4v16M4 7h16M8 20h8" />
      <path d="M4 7l-2.5 6h5zM20 7l-2.5 6h5z" />
    </>
  ),
  otc: <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />,
  couponCentre: (
    <>
      <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5V14a2 2 0 0 0 0-4z" />
      <path d="M15 6.5v2M15 11v2M15 15.5v2" />
    </>
  ),
  bills: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  exchange: (
    <path d="M4.5 11a7.5 7.5 0 0 1 13.3-4.3M18.5 3v4h-4M19.5 13a7.5 7.5 0 0 1-13.3 4.3M5.5 21v-4h4" />
  ),
  mining: (
    <>
      <path d="M4 20l9.5-9.5" />
      <path d="M8.5 5.5c3.5-2.5 8.5-2 11 1.5-3.3-.7-6.2.2-8.3 2.3M18.5 15.5c2.5-3.5 2-8.5-1.5-11" />
    </>
  ),
  game: (
    <>
      <rect x="2.5" y="7" width="19" height="11" rx="5.5" />
      <path d="M7.5 10.5v4M5.5 12.5h4" />
      <circle cx="15.5" cy="11.5" r=".9" />
      <circle cx="17.8" cy="13.8" r=".9" />
    </>
  ),
  chatRoom: (
    <>
      <path d="M4 5h16v11H9.5L4 20z" />
      <path d="M8 9h8M8 12.5h5" />
    </>
  ),
  quickBuy: <path d="M13 2.5 4.5 14H11l-1 7.5L18.5 10H12z" />,
  defiMining: (
    <path d="M12 2.5l8.5 4.8v9.4L12 21.5l-8.5-4.8V7.3zM12 12l8.5-4.7M12 12v9.5M12 12 3.5 7.3" />
  ),
  cloudMining: (
    <>
      <path d="M7 18.5a4 4 0 0 1-.6-8A6 6 0 0 1 17.8 9a4.5 4.5 0 0 1-.3 9.5z" />
      <path d="M12 11v4.5M10 13.5l2 2 2-2" />
    </>
  ),
  lockMining: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V7a3.5 3.5 0 0 1 7 0v3.5M12 14.5v2.5" />
    </>
  ),
  coinTransfer: (
    <>
      <circle cx="9" cy="13" r="6" />
      <path d="M9 10v6M15.5 4.5H21M18.5 2l2.5 2.5L18.5 7" />
    </>
  ),
  ieo: (
    <>
      <path d="M12 2.5c3 2.2 4.8 5.8 4.8 9.7L15 16H9l-1.8-3.8c0-3.9 1.8-7.5 4.8-9.7z" />
      <circle cx="12" cy="9.5" r="1.6" />
      <path d="M9 16l-2 4.5 3-1M15 16l2 4.5-3-1" />
    </>
  ),
  options: (
    <>
      <circle cx="12" cy="13" r="7.5" />
      <path d="M12 9v4l2.8 1.8M9.5 2.5h5" />
    </>
  ),
  borrowing: (
    <>
      <circle cx="15" cy="6.5" r="3" />
      <path d="M2.5 14.5h3.5l4 1.8h4.5a1.6 1.6 0 0 1 0 3.2H10M6 20.5l4 .8 7.5-2.8 4-3.5" />
    </>
  ),
  nft: (
    <path d="M6.5 3.5h11l3.5 5.5-9 11.5L3 9zM3 9h18M9 3.5 12 9l3-5.5M12 20.5 9 9M12 20.5 15 9" />
  ),
  invest: <path d="M5 20v-6M10 20V9.5M15 20v-8M20 20V5M3 20h18" />,
  download: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M12 7v6.5M9.3 10.8 12 13.5l2.7-2.7M10.5 18h3" />
    </>
  ),
};

const FALLBACK_GLYPH = (
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>
);

// Own keys only: a name such as `toString` must not reach the object's prototype.
const glyphOf = (name: string): ReactNode | undefined =>
  Object.hasOwn(GLYPHS, name) ? GLYPHS[name] : undefined;

export function TileIcon({ icon, tileKey }: { icon: string; tileKey: string }) {
  if (isImageIcon(icon)) {
    return <img className="tile__image" src={icon} alt="" width={24} height={24} />;
  }
  const glyph = glyphOf(icon) ?? glyphOf(camelCaseKey(tileKey)) ?? FALLBACK_GLYPH;
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {glyph}
    </svg>
  );
}
