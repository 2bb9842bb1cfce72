import { useState } from 'react';

import { UserIcon } from './page-icons';

interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: number;
  className?: string;
}

/** The user's picture, else their initial, else a person glyph. */
export function Avatar({ src, name, size = 44, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <span
      className={`avatar ${className ?? ''}`.trim()}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {src && !failed ? (
        <img src={src} alt="" onError={() => setFailed(true)} />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <UserIcon />
      )}
    </span>
  );
}
