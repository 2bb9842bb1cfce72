import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { mockFetch } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { MarketPage } from '../market-page';

describe('market tab', () => {
  it('says markets are coming soon and shows no prices', async () => {
    const { requests } = mockFetch({});
    const { container } = renderPage(MarketPage, { path: '/pages/market/market' });

    expect(await screen.findByText('Markets are coming soon')).toBeTruthy();
    expect(container.querySelector('.amount')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
