import type { UserView } from '@meridian/contract';

import type { UserRow } from '../../db/database.js';

/** What /user/info shows of a user: never a hash, a lock counter or a session. */
export function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    area_code: user.area_code,
    nickname: user.nickname,
    signature: user.signature,
    head_portrait: user.head_portrait,
    invite_code: user.invite_code,
    inviter_id: user.inviter_id,
    credit_score: user.credit_score,
    real_level: user.real_level,
    default_fiat: user.default_fiat,
    language: user.language,
    price_colours: user.price_colours,
    has_pay_password: user.pay_password_hash !== null,
    created_at: user.created_at.getTime(),
  };
}
