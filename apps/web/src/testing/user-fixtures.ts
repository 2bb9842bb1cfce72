import type { UserView } from '@meridian/contract';

/** The signed-in user as GET /user/info answers it: the demo account unless overridden. */
export function userView(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 7,
    username: 'demo',
    email: 'demo@example.com',
    mobile: null,
    area_code: null,
    nickname: 'Demo',
    signature: '',
    head_portrait: null,
    invite_code: 'DEMO01',
    inviter_id: null,
    credit_score: 100,
    real_level: 0,
    default_fiat: 'USD',
    language: 'en',
    price_colours: null,
    has_pay_password: false,
    created_at: 0,
    ...overrides,
  };
}
