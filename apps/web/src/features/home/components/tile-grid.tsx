import Swiper from 'antd-mobile/es/components/swiper';
import { useTranslation } from 'react-i18next';

import { paginateTiles, type HomeTile } from '../model/home-menu';
import { TileIcon } from './tile-icon';

interface TileGridProps {
  tiles: readonly HomeTile[];
  onSelect: (tile: HomeTile) => void;
}

/** The service tiles in swipeable pages of two rows of five. */
export function TileGrid({ tiles, onSelect }: TileGridProps) {
  const { t } = useTranslation();
  const pages = paginateTiles(tiles);
  return (
    <Swiper
      className="tile-grid"
      indicatorProps={{ className: 'tile-grid__indicator' }}
      indicator={pages.length > 1 ? undefined : false}
    >
      {pages.map((page, index) => (
        <Swiper.Item key={index}>
          <ul className="tile-grid__page">
            {page.map((tile) => (
              <li key={tile.key}>
                <button type="button" className="tile" onClick={() => onSelect(tile)}>
                  <span className="tile__icon">
                    <TileIcon name={tile.key} />
                  </span>
                  <span className="tile__label">{t(`home.tiles.${tile.key}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
