/** Relative luminance of the dark text colour #15171c (WCAG). */
const DARK_TEXT_LUMINANCE = 0.0084;

/**
 * Dark or white text for a coin's initial on its colour, whichever has the higher WCAG contrast,
 * e.g. white on XRP's #23292F and near-black on BTC's #F7931A. Unknown colours sit on the dark
 * default surface and get white.
 */
export function badgeTextColor(background: string | null | undefined): '#15171c' | '#ffffff' {
  const match = /^#?([0-9a-f]{6})$/i.exec(background?.trim() ?? '');
  if (!match?.[1]) return '#ffffff';
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  const againstWhite = 1.05 / (luminance + 0.05);
  const againstDark = (luminance + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  return againstDark >= againstWhite ? '#15171c' : '#ffffff';
}
