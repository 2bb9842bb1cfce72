/**
 * Sections of the locale files that only inner pages read. The entry chunk carries the English
 * text of every other section (tabs, home, market, errors, …); these arrive with the full English
 * file, which every page but the landing ones waits for (app/router.tsx).
 */
export const PAGE_ONLY_SECTIONS = [
  'fund',
  // OTC / P2P and quick buy (#19 items 1 and 2).
  'otc',
  'install',
  'kyc',
  'bank',
  'bill',
  'walletAddress',
  'payPassword',
  'security',
  'password',
  'userInfo',
  'area',
  'share',
  'setting',
  'trade',
  'options',
  'spot',
  'futures',
  // Earn (#17): the finance tab and each product's pages.
  'finance',
  'invest',
  'ieo',
  'lockup',
  // Price alerts (#21 item 8): the inbox's texts; `alerts` stays in the entry (the pair page's bell).
  'notifications',
  // Proof of liabilities (#21 item 7): the verify-my-balance page and its link rows.
  'proof',
  // Withdrawal whitelist and explained holds (#21 items 3 and 6).
  'whitelist',
  // Devices and sign-in history, anti-phishing code (#21 items 4 and 5).
  'devices',
  'antiPhishing',
  // Two-factor (#21 item 2): its settings page; the login step's texts stay in `auth`.
  'twoFactor',
  // Passkeys (#21 item 1): its settings page; the login button's texts stay in `auth`.
  'passkeys',
  // Web Push (#21 item 9): its settings page.
  'push',
  // The demo banner's sheet (the banner's own two words, `demo`, are in the entry: the banner then
  // needs no full text file on the landing screens).
  'demoSheet',
  // The price game (#20 item 6): its page.
  'game',
  // Places on a map (#20 item 8): the two map screens, the contact page's address, "Choose on map".
  'location',
  // Customer service (#20 item 1): its page and the me page's row (the home's icon reads `home`).
  'support',
  // Coupons (#20 item 3): the centre and my coupons; the fee line's texts at confirmation.
  'coupons',
  // The chat room (#20 item 2): its page (the home tile's label comes from the menu).
  'chat',
  // Crypto loans (#19 item 3): the borrowing page.
  'loans',
  // The NFT marketplace (#18): its pages (the home tile's label comes from the menu).
  'nft',
] as const;
