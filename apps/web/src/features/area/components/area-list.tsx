import { useDeferredValue, useMemo, useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@meridian/contract';

import { EmptyState } from '../../../components/ui/empty-state';
import { CheckIcon } from '../../../components/ui/icons';
import { LANGUAGE_META } from '../../../lib/i18n';
import { listAreas, searchAreas, type AreaOption } from '../model/area-options';
import { useSelectedArea } from '../model/area-store';

interface AreaListProps {
  onSelect: (area: AreaOption) => void;
}

/** Searchable list of dialling areas; names follow the display language. */
export function AreaList({ onSelect }: AreaListProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const selected = useSelectedArea();
  // Region names follow the display language.
  const locale = LANGUAGE_META[isLanguage(i18n.language) ? i18n.language : 'en'].locale;
  const areas = useMemo(() => listAreas(locale), [locale]);
  const results = useMemo(() => searchAreas(areas, deferredQuery), [areas, deferredQuery]);

  return (
    <div className="area-list">
      <div className="option-search area-list__search">
        <SearchBar
          placeholder={t('area.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          aria-label={t('area.searchPlaceholder')}
        />
      </div>
      {results.length === 0 ? (
        <EmptyState title={t('area.noResults')} compact />
      ) : (
        <ul className="option-list" role="listbox" aria-label={t('area.title')}>
          {results.map((area) => {
            const isSelected = area.id === selected.id;
            return (
              <li key={area.id} role="option" aria-selected={isSelected}>
                <button
                  type="button"
                  className={`option-list__item area-list__item${isSelected ? ' is-selected' : ''}`}
                  onClick={() => onSelect(area)}
                >
                  <span className="area-list__name">{area.name}</span>
                  <span className="area-list__code">+{area.code}</span>
                  {isSelected ? <CheckIcon className="area-list__check" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
