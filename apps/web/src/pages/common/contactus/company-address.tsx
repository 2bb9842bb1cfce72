import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { locationQueries, openLocationQuery } from '../../../features/location';
import { navigation } from '../../../lib/navigation';
import { useLanguage } from '../../../lib/use-language';

/**
 * The company's address the operator set (console, Content › Company address), in the reader's
 * language, opening on /open-location. Nothing while none is set or it cannot be read.
 */
export function CompanyAddress() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const company = useQuery(locationQueries.company(lang));
  const place = company.data;
  if (!place) return null;
  return (
    <section className="company-address card" aria-labelledby="company-address-title">
      <h2 className="section-title" id="company-address-title">
        {t('location.companyAddress')}
      </h2>
      <p className="company-address__name">{place.name}</p>
      {place.address ? <p className="company-address__text">{place.address}</p> : null}
      <button
        type="button"
        className="company-address__map link link--gold"
        onClick={() => navigation.push(paths.openLocation, openLocationQuery(place))}
      >
        {t('location.viewOnMap')}
      </button>
    </section>
  );
}
