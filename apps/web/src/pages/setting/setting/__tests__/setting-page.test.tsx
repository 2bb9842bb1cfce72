import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import { setToken } from '../../../../lib/session';
import { mockFetch } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { SettingPage } from '../setting-page';

describe('setting page', () => {
  it.each([
    ['Invite friends', '/pages/setting/share'],
    ['FAQ', '/pages/common/faq'],
    ['Operational compliance', '/pages/setting/operational_compliance'],
    ['About us', '/pages/common/aboutus'],
    ['Contact us', '/pages/common/contactus'],
  ])('opens %s', async (label, path) => {
    setToken('t');
    mockFetch({});
    const { router } = renderPage(SettingPage, { path: '/pages/setting/setting' });
    fireEvent.click(await screen.findByText(label));
    expect(router.state.location.pathname).toBe(path);
  });
});
