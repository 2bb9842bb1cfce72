import { badgeTextColor } from '../../lib/coin-style';

/** A coin's round mark: its picture when it has one, else its initial on the coin's colour. */
export function CoinBadge({
  name,
  color,
  image,
  size = 32,
}: {
  name: string;
  color?: string | null;
  image?: string | null;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (image) {
    return (
      <img className="coin-badge" src={image} alt="" width={size} height={size} style={style} />
    );
  }
  return (
    <span
      className="coin-badge"
      aria-hidden="true"
      style={{ ...style, background: color ?? 'var(--surface-3)', color: badgeTextColor(color) }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
