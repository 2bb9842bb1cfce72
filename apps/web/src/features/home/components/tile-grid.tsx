import Skeleton from 'antd-mobile/es/components/skeleton';

import { SnapDots, useSnapStrip } from '../../../components/ui/snap-strip';
import { paginateTiles, TILES_PER_PAGE, type HomeTile } from '../model/home-menu';
import { TileIcon } from './tile-icon';

interface TileGridProps {
  tiles: readonly HomeTile[];
  onSelect: (tile: HomeTile) => void;
}

/** The service tiles in swipeable pages of two rows of five (a scroll-snap strip). */
export function TileGrid({ tiles, onSelect }: TileGridProps) {
  const pages = paginateTiles(tiles);
  const { stripRef, current, onScroll } = useSnapStrip(pages.length);
  return (
    <div className="tile-grid">
      <div ref={stripRef} className="snap-strip" onScroll={onScroll}>
        {pages.map((page, index) => (
          <ul key={index} className="snap-strip__page tile-grid__page">
            {page.map((tile) => (
              <li key={tile.id}>
                <button type="button" className="tile" onClick={() => onSelect(tile)}>
                  <span className="tile__icon">
                    <TileIcon icon={tile.icon} tileKey={tile.key} />
                  </span>
                  <span className="tile__label">{tile.label || tile.key}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
      </div>
      {pages.length > 1 ? (
        <SnapDots count={pages.length} current={current} className="tile-grid__dots" />
      ) : null}
    </div>
  );
}

/** The grid's shape while the menu loads: one page of placeholder tiles. */
export function TileGridSkeleton() {
  return (
    <ul className="tile-grid__page tile-grid__page--skeleton" aria-hidden="true">
      {Array.from({ length: TILES_PER_PAGE }, (_, index) => (
        <li key={index} className="tile">
          <Skeleton animated className="tile__icon tile__icon--skeleton" />
          <Skeleton animated className="tile__label-skeleton" />
        </li>
      ))}
    </ul>
  );
}
