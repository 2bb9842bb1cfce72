import {
  LANGUAGES,
  NEWS_CATEGORY,
  type Language,
  type NewsCategory,
  type PageKey,
} from '@meridian/contract';
import sharp from 'sharp';

import { sanitizeContent } from '../domains/content/sanitize.js';
import { saveImage } from '../domains/upload/upload.service.js';
import type { Db, Executor, Trx } from '../db/database.js';

/** Eight texts in the order of LANGUAGES: en, zh, hk, th, jp, kor, fra, spa. */
type InEight<T> = [T, T, T, T, T, T, T, T];

function byLanguage<T>(values: InEight<T>): [Language, T][] {
  return LANGUAGES.map((lang, i) => [lang, values[i]!]);
}

/**
 * The home tiles of SPEC.md §2 in order. `icon` names the web's icon for the tile; `route` is the
 * screen it opens, and a tile without one is a feature not built yet ("under development").
 */
const MENU: { key: string; icon: string; route?: string; labels: InEight<string> }[] = [
  {
    key: 'recharge',
    icon: 'recharge',
    route: '/pages/fund/receive',
    labels: ['Recharge', '充值', '充值', 'เติมเงิน', '入金', '충전', 'Dépôt', 'Depósito'],
  },
  {
    key: 'withdraw',
    icon: 'withdraw',
    route: '/pages/fund/withdraw',
    labels: ['Withdraw', '提现', '提現', 'ถอนเงิน', '出金', '출금', 'Retrait', 'Retiro'],
  },
  {
    key: 'stock',
    icon: 'stock',
    route: '/pages/transaction/index2?category=stock',
    labels: ['Stocks', '股票', '股票', 'หุ้น', '株式', '주식', 'Actions', 'Acciones'],
  },
  {
    key: 'futures',
    icon: 'futures',
    route: '/pages/transaction/index?product=futures',
    labels: ['Futures', '合约', '合約', 'ฟิวเจอร์ส', '先物', '선물', 'Contrats à terme', 'Futuros'],
  },
  {
    key: 'copy_trading',
    icon: 'copyTrading',
    labels: [
      'Copy trading',
      '跟单',
      '跟單',
      'คัดลอกการเทรด',
      'コピートレード',
      '카피 트레이딩',
      'Copie de trades',
      'Copiar operaciones',
    ],
  },
  {
    key: 'financial',
    icon: 'financial',
    route: '/pages/financial/index',
    labels: ['Finance', '理财', '理財', 'การเงิน', '資産運用', '재테크', 'Épargne', 'Finanzas'],
  },
  {
    key: 'margin',
    icon: 'margin',
    route: '/pages/transaction/index?product=futures',
    labels: ['Margin', '杠杆', '槓桿', 'มาร์จิ้น', '信用取引', '마진', 'Marge', 'Margen'],
  },
  {
    key: 'otc',
    icon: 'otc',
    route: '/pages/otc/otc?tab=buy',
    labels: ['OTC', '场外交易', '場外交易', 'OTC', 'OTC', 'OTC', 'OTC', 'OTC'],
  },
  {
    key: 'coupon',
    icon: 'couponCentre',
    route: '/pages/setting/coupon',
    labels: [
      'Coupon centre',
      '卡券中心',
      '卡券中心',
      'ศูนย์คูปอง',
      'クーポンセンター',
      '쿠폰 센터',
      'Coupons',
      'Cupones',
    ],
  },
  {
    key: 'bills',
    icon: 'bills',
    route: '/pages/setting/bill',
    labels: ['Bills', '账单', '賬單', 'ใบแจ้งยอด', '明細', '내역', 'Relevés', 'Extractos'],
  },
  {
    key: 'exchange',
    icon: 'exchange',
    route: '/pages/fund/fundTransfer',
    labels: ['Convert', '兑换', '兌換', 'แปลง', '両替', '환전', 'Convertir', 'Convertir'],
  },
  {
    key: 'mining',
    icon: 'mining',
    route: '/pages/lockming/lockming?category=mining',
    labels: ['Mining', '挖矿', '挖礦', 'การขุด', 'マイニング', '채굴', 'Minage', 'Minería'],
  },
  {
    key: 'game',
    icon: 'game',
    route: '/pages/game/game',
    labels: ['Game', '游戏', '遊戲', 'เกม', 'ゲーム', '게임', 'Jeu', 'Juego'],
  },
  {
    key: 'chat',
    icon: 'chatRoom',
    route: '/pages/chat/index',
    labels: [
      'Chat room',
      '聊天室',
      '聊天室',
      'ห้องแชท',
      'チャットルーム',
      '채팅방',
      'Discussion',
      'Chat',
    ],
  },
  {
    key: 'quick_buy',
    icon: 'quickBuy',
    route: '/pages/otc/otc?tab=quick',
    labels: [
      'Quick buy',
      '快捷买币',
      '快捷買幣',
      'ซื้อด่วน',
      'クイック購入',
      '빠른 구매',
      'Achat rapide',
      'Compra rápida',
    ],
  },
  {
    key: 'defi',
    icon: 'defiMining',
    route: '/pages/lockming/lockming?category=defi',
    labels: [
      'DeFi mining',
      'DeFi挖矿',
      'DeFi挖礦',
      'ขุด DeFi',
      'DeFiマイニング',
      'DeFi 채굴',
      'Minage DeFi',
      'Minería DeFi',
    ],
  },
  {
    key: 'cloud_mining',
    icon: 'cloudMining',
    route: '/pages/lockming/lockming?category=cloud',
    labels: [
      'Cloud mining',
      '云挖矿',
      '雲挖礦',
      'ขุดบนคลาวด์',
      'クラウドマイニング',
      '클라우드 채굴',
      'Minage cloud',
      'Minería en la nube',
    ],
  },
  {
    key: 'lock_mining',
    icon: 'lockMining',
    route: '/pages/lockming/lockming',
    labels: [
      'Lock mining',
      '锁仓挖矿',
      '鎖倉挖礦',
      'ขุดแบบล็อก',
      'ロックマイニング',
      '락업 채굴',
      'Minage bloqué',
      'Minería bloqueada',
    ],
  },
  {
    key: 'coin_transfer',
    icon: 'coinTransfer',
    route: '/pages/fund/transfer',
    labels: [
      'Coin transfer',
      '资金划转',
      '資金劃轉',
      'โอนเหรียญ',
      'コイン振替',
      '코인 이체',
      'Transfert',
      'Transferencia',
    ],
  },
  {
    key: 'ieo',
    icon: 'ieo',
    route: '/pages/ieo/ieo',
    labels: ['IEO', 'IEO', 'IEO', 'IEO', 'IEO', 'IEO', 'IEO', 'IEO'],
  },
  {
    key: 'options',
    icon: 'options',
    route: '/pages/transaction/index?product=options',
    labels: ['Options', '期权', '期權', 'ออปชัน', 'オプション', '옵션', 'Options', 'Opciones'],
  },
  {
    key: 'borrowing',
    icon: 'borrowing',
    route: '/pages/common/borrowing',
    labels: ['Borrowing', '借贷', '借貸', 'กู้ยืม', '借入', '대출', 'Emprunt', 'Préstamo'],
  },
  {
    key: 'nft',
    icon: 'nft',
    route: '/pages/nft/nft',
    labels: ['NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT'],
  },
  {
    key: 'invest',
    icon: 'invest',
    route: '/pages/invest/invest',
    labels: ['Invest', '投资', '投資', 'ลงทุน', '投資', '투자', 'Investir', 'Invertir'],
  },
  {
    key: 'download',
    icon: 'download',
    labels: [
      'Download',
      '下载',
      '下載',
      'ดาวน์โหลด',
      'ダウンロード',
      '다운로드',
      'Télécharger',
      'Descargar',
    ],
  },
];

/** The number of home tiles the reference seed creates. */
export const MENU_TILE_COUNT = MENU.length;

/**
 * Seeds marker rows in settings (private), so a seed runs once: tiles or items an operator
 * deletes later stay deleted across restarts.
 */
async function claimSeed(trx: Trx, marker: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('settings')
    .values({ key: marker, value: new Date().toISOString(), is_public: false })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Reference data: the home menu with its labels in the eight languages, published. */
export async function seedMenu(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await claimSeed(trx, 'seed.menu'))) return;
    for (const [sort, tile] of MENU.entries()) {
      const item = await trx
        .insertInto('menu_items')
        .values({
          key: tile.key,
          icon: tile.icon,
          route: tile.route ?? null,
          sort,
          is_published: true,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!item) continue;
      await trx
        .insertInto('menu_item_translations')
        .values(
          byLanguage(tile.labels).map(([lang, label]) => ({ menu_item_id: item.id, lang, label })),
        )
        .execute();
    }
  });
}

interface DemoNews {
  c_id: NewsCategory;
  is_popup?: boolean;
  banner?: 'markets' | 'invite';
  link?: string;
  /** title, summary, content (HTML) per language. */
  texts: InEight<[string, string, string]>;
}

const DEMO_NEWS: DemoNews[] = [
  {
    c_id: NEWS_CATEGORY.notice,
    is_popup: true,
    texts: [
      [
        'Welcome to Meridian',
        'A demo platform with simulated markets.',
        '<p>Meridian is a demonstration platform. Markets here are simulated: prices come from a labelled simulated feed, and no one, operators included, can set a price or decide an outcome.</p><p>Balances in this demo have no real-world value.</p>',
      ],
      [
        '欢迎来到 Meridian',
        '一个使用模拟行情的演示平台。',
        '<p>Meridian 是一个演示平台。这里的行情是模拟的：价格来自带有明确标注的模拟行情源，任何人（包括运营方）都无法设定价格或决定结果。</p><p>本演示中的余额没有实际价值。</p>',
      ],
      [
        '歡迎來到 Meridian',
        '一個使用模擬行情的示範平台。',
        '<p>Meridian 是一個示範平台。這裡的行情是模擬的：價格來自有明確標示的模擬行情源，任何人（包括營運方）都無法設定價格或決定結果。</p><p>本示範中的餘額沒有實際價值。</p>',
      ],
      [
        'ยินดีต้อนรับสู่ Meridian',
        'แพลตฟอร์มสาธิตที่ใช้ตลาดจำลอง',
        '<p>Meridian เป็นแพลตฟอร์มสาธิต ตลาดในที่นี้เป็นตลาดจำลอง ราคามาจากแหล่งราคาจำลองที่ระบุไว้อย่างชัดเจน และไม่มีใคร รวมถึงผู้ดูแลระบบ สามารถกำหนดราคาหรือตัดสินผลลัพธ์ได้</p><p>ยอดเงินในการสาธิตนี้ไม่มีมูลค่าจริง</p>',
      ],
      [
        'Meridian へようこそ',
        'シミュレーション市場を使うデモプラットフォームです。',
        '<p>Meridian はデモ用のプラットフォームです。市場はシミュレーションで、価格は明示されたシミュレーション配信から届きます。運営者を含め、誰も価格を設定したり結果を決めたりできません。</p><p>このデモの残高に実際の価値はありません。</p>',
      ],
      [
        'Meridian에 오신 것을 환영합니다',
        '모의 시장을 사용하는 데모 플랫폼입니다.',
        '<p>Meridian은 데모 플랫폼입니다. 이곳의 시장은 모의 시장으로, 가격은 명시된 모의 시세 피드에서 나오며 운영자를 포함한 누구도 가격을 정하거나 결과를 결정할 수 없습니다.</p><p>이 데모의 잔액은 실제 가치가 없습니다.</p>',
      ],
      [
        'Bienvenue sur Meridian',
        'Une plateforme de démonstration aux marchés simulés.',
        '<p>Meridian est une plateforme de démonstration. Les marchés y sont simulés : les prix viennent d’un flux simulé clairement indiqué, et personne, pas même l’opérateur, ne peut fixer un prix ni décider d’un résultat.</p><p>Les soldes de cette démo n’ont aucune valeur réelle.</p>',
      ],
      [
        'Bienvenido a Meridian',
        'Una plataforma de demostración con mercados simulados.',
        '<p>Meridian es una plataforma de demostración. Aquí los mercados son simulados: los precios provienen de una fuente simulada claramente indicada y nadie, ni siquiera el operador, puede fijar un precio ni decidir un resultado.</p><p>Los saldos de esta demo no tienen valor real.</p>',
      ],
    ],
  },
  {
    c_id: NEWS_CATEGORY.notice,
    texts: [
      [
        'Where our prices come from',
        'Every chart names its price feed.',
        '<p>Each price on Meridian comes from the market feed named on the chart; in this installation it is a simulated feed. Every fill and settlement records the price tick it used, so any result can be checked.</p>',
      ],
      [
        '我们的价格从哪里来',
        '每张图表都标明其行情来源。',
        '<p>Meridian 上的每个价格都来自图表上标明的行情源；在本部署中是模拟行情源。每笔成交和结算都会记录所用的价格，因此任何结果都可以核对。</p>',
      ],
      [
        '我們的價格從哪裡來',
        '每張圖表都標明其行情來源。',
        '<p>Meridian 上的每個價格都來自圖表上標明的行情源；在本部署中是模擬行情源。每筆成交和結算都會記錄所用的價格，因此任何結果都可以核對。</p>',
      ],
      [
        'ราคาของเรามาจากไหน',
        'ทุกกราฟระบุแหล่งราคาของตัวเอง',
        '<p>ราคาทุกราคาบน Meridian มาจากแหล่งราคาที่ระบุไว้บนกราฟ ในการติดตั้งนี้เป็นแหล่งราคาจำลอง ทุกการจับคู่คำสั่งและการชำระราคาจะบันทึกราคาที่ใช้ไว้ จึงตรวจสอบผลลัพธ์ได้ทุกครั้ง</p>',
      ],
      [
        '価格の出どころ',
        'すべてのチャートに価格の配信元を表示しています。',
        '<p>Meridian の価格はすべて、チャートに表示された配信元から届きます。この環境ではシミュレーション配信です。約定と決済はすべて使用した価格を記録するため、どの結果も検証できます。</p>',
      ],
      [
        '가격은 어디에서 오나요',
        '모든 차트에 시세 출처가 표시됩니다.',
        '<p>Meridian의 모든 가격은 차트에 표시된 시세 피드에서 나옵니다. 이 설치본에서는 모의 피드입니다. 모든 체결과 정산은 사용한 가격을 기록하므로 어떤 결과든 검증할 수 있습니다.</p>',
      ],
      [
        'D’où viennent nos prix',
        'Chaque graphique indique sa source de prix.',
        '<p>Chaque prix sur Meridian provient du flux indiqué sur le graphique ; dans cette installation, il s’agit d’un flux simulé. Chaque exécution et chaque règlement enregistre le prix utilisé : tout résultat peut être vérifié.</p>',
      ],
      [
        'De dónde vienen nuestros precios',
        'Cada gráfico indica su fuente de precios.',
        '<p>Cada precio en Meridian proviene de la fuente indicada en el gráfico; en esta instalación es una fuente simulada. Cada ejecución y liquidación registra el precio usado, así que cualquier resultado se puede comprobar.</p>',
      ],
    ],
  },
  {
    c_id: NEWS_CATEGORY.notice,
    texts: [
      [
        'New features arrive step by step',
        'Tiles marked “under development” are not available yet.',
        '<p>Meridian is being built in stages. A home tile that says “function under development” leads to a feature that is not available yet; it will open once it is ready and tested.</p>',
      ],
      [
        '新功能将陆续上线',
        '标有“功能开发中”的入口暂不可用。',
        '<p>Meridian 正在分阶段建设。首页上提示“功能开发中”的入口对应的功能暂未开放，完成并通过测试后即会开放。</p>',
      ],
      [
        '新功能將陸續上線',
        '標有「功能開發中」的入口暫不可用。',
        '<p>Meridian 正在分階段建設。首頁上提示「功能開發中」的入口對應的功能暫未開放，完成並通過測試後即會開放。</p>',
      ],
      [
        'ฟีเจอร์ใหม่จะทยอยเปิดให้ใช้',
        'เมนูที่แสดงว่า “อยู่ระหว่างพัฒนา” ยังไม่พร้อมใช้งาน',
        '<p>Meridian กำลังพัฒนาเป็นขั้นตอน เมนูบนหน้าแรกที่แสดงข้อความ “ฟังก์ชันอยู่ระหว่างพัฒนา” ยังไม่เปิดให้ใช้งาน และจะเปิดเมื่อพร้อมและผ่านการทดสอบแล้ว</p>',
      ],
      [
        '新機能は順次公開します',
        '「開発中」と表示される項目はまだ利用できません。',
        '<p>Meridian は段階的に開発しています。ホームで「機能開発中」と表示される項目はまだ利用できません。準備とテストが終わり次第公開します。</p>',
      ],
      [
        '새 기능은 순차적으로 제공됩니다',
        '“개발 중”으로 표시된 메뉴는 아직 사용할 수 없습니다.',
        '<p>Meridian은 단계적으로 개발되고 있습니다. 홈에서 “기능 개발 중”이라고 표시되는 메뉴는 아직 사용할 수 없으며, 준비와 테스트가 끝나면 열립니다.</p>',
      ],
      [
        'Les fonctions arrivent étape par étape',
        'Les tuiles « en cours de développement » ne sont pas encore disponibles.',
        '<p>Meridian se construit par étapes. Une tuile d’accueil qui affiche « fonction en cours de développement » mène à une fonction pas encore disponible ; elle ouvrira une fois prête et testée.</p>',
      ],
      [
        'Las funciones llegan paso a paso',
        'Los accesos marcados «en desarrollo» aún no están disponibles.',
        '<p>Meridian se construye por etapas. Un acceso de inicio que muestra «función en desarrollo» lleva a una función que aún no está disponible; se abrirá cuando esté lista y probada.</p>',
      ],
    ],
  },
  {
    c_id: NEWS_CATEGORY.notice,
    texts: [
      [
        'Keep your account safe',
        'Set a pay password and bind your email and phone.',
        '<p>In Security, set a 6-digit pay password and bind both your email and your phone. Meridian staff will never ask for your password or a verification code.</p>',
      ],
      [
        '保护您的账户安全',
        '设置支付密码，并绑定邮箱和手机。',
        '<p>请在“安全”中设置 6 位支付密码，并绑定邮箱和手机。Meridian 工作人员绝不会向您索要密码或验证码。</p>',
      ],
      [
        '保護您的帳戶安全',
        '設定支付密碼，並綁定電郵和手機。',
        '<p>請在「安全」中設定 6 位支付密碼，並綁定電郵和手機。Meridian 工作人員絕不會向您索取密碼或驗證碼。</p>',
      ],
      [
        'รักษาบัญชีของคุณให้ปลอดภัย',
        'ตั้งรหัสชำระเงินและผูกอีเมลกับโทรศัพท์',
        '<p>ในเมนูความปลอดภัย ให้ตั้งรหัสชำระเงิน 6 หลัก และผูกทั้งอีเมลและโทรศัพท์ เจ้าหน้าที่ Meridian จะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด</p>',
      ],
      [
        'アカウントを安全に',
        '支払いパスワードを設定し、メールと電話を登録しましょう。',
        '<p>「セキュリティ」で6桁の支払いパスワードを設定し、メールアドレスと電話番号の両方を登録してください。Meridian のスタッフがパスワードや認証コードを尋ねることは決してありません。</p>',
      ],
      [
        '계정을 안전하게 지키세요',
        '결제 비밀번호를 설정하고 이메일과 휴대폰을 연결하세요.',
        '<p>보안 메뉴에서 6자리 결제 비밀번호를 설정하고 이메일과 휴대폰을 모두 연결하세요. Meridian 직원은 절대로 비밀번호나 인증번호를 요구하지 않습니다.</p>',
      ],
      [
        'Protégez votre compte',
        'Définissez un mot de passe de paiement et liez e-mail et téléphone.',
        '<p>Dans Sécurité, définissez un mot de passe de paiement à 6 chiffres et liez votre e-mail et votre téléphone. L’équipe Meridian ne vous demandera jamais votre mot de passe ni un code de vérification.</p>',
      ],
      [
        'Proteja su cuenta',
        'Configure una contraseña de pago y vincule correo y teléfono.',
        '<p>En Seguridad, configure una contraseña de pago de 6 dígitos y vincule su correo y su teléfono. El equipo de Meridian nunca le pedirá su contraseña ni un código de verificación.</p>',
      ],
    ],
  },
  {
    c_id: NEWS_CATEGORY.banner,
    banner: 'markets',
    link: '/pages/common/aboutus',
    texts: [
      [
        'Simulated markets, honest prices',
        'Prices come from a labelled feed; no one can set them.',
        '<p>Practise trading on simulated markets. Prices come from a labelled feed and no one can set them.</p>',
      ],
      [
        '模拟市场，诚实价格',
        '价格来自有标注的行情源，任何人都无法设定。',
        '<p>在模拟市场中练习交易。价格来自有标注的行情源，任何人都无法设定。</p>',
      ],
      [
        '模擬市場，誠實價格',
        '價格來自有標示的行情源，任何人都無法設定。',
        '<p>在模擬市場中練習交易。價格來自有標示的行情源，任何人都無法設定。</p>',
      ],
      [
        'ตลาดจำลอง ราคาโปร่งใส',
        'ราคามาจากแหล่งที่ระบุชัดเจน ไม่มีใครกำหนดได้',
        '<p>ฝึกเทรดในตลาดจำลอง ราคามาจากแหล่งที่ระบุชัดเจน และไม่มีใครกำหนดราคาได้</p>',
      ],
      [
        'シミュレーション市場、誠実な価格',
        '価格は明示された配信元から。誰も設定できません。',
        '<p>シミュレーション市場で取引を練習できます。価格は明示された配信元から届き、誰も設定できません。</p>',
      ],
      [
        '모의 시장, 정직한 가격',
        '가격은 명시된 피드에서 나오며 누구도 정할 수 없습니다.',
        '<p>모의 시장에서 트레이딩을 연습하세요. 가격은 명시된 피드에서 나오며 누구도 정할 수 없습니다.</p>',
      ],
      [
        'Marchés simulés, prix honnêtes',
        'Les prix viennent d’un flux indiqué ; personne ne peut les fixer.',
        '<p>Entraînez-vous sur des marchés simulés. Les prix viennent d’un flux indiqué et personne ne peut les fixer.</p>',
      ],
      [
        'Mercados simulados, precios honestos',
        'Los precios vienen de una fuente indicada; nadie puede fijarlos.',
        '<p>Practique en mercados simulados. Los precios vienen de una fuente indicada y nadie puede fijarlos.</p>',
      ],
    ],
  },
  {
    c_id: NEWS_CATEGORY.banner,
    banner: 'invite',
    link: '/pages/setting/share',
    texts: [
      [
        'Invite friends to Meridian',
        'Share your invite code from the Me page.',
        '<p>Share your invite code or QR code. Friends who register with it are linked to your account.</p>',
      ],
      [
        '邀请好友加入 Meridian',
        '在“我的”页面分享您的邀请码。',
        '<p>分享您的邀请码或二维码，好友使用它注册后即与您的账户关联。</p>',
      ],
      [
        '邀請好友加入 Meridian',
        '在「我的」頁面分享您的邀請碼。',
        '<p>分享您的邀請碼或 QR 碼，好友使用它註冊後即與您的帳戶關聯。</p>',
      ],
      [
        'ชวนเพื่อนมาใช้ Meridian',
        'แชร์รหัสเชิญของคุณจากหน้าของฉัน',
        '<p>แชร์รหัสเชิญหรือคิวอาร์โค้ดของคุณ เพื่อนที่ลงทะเบียนด้วยรหัสนี้จะเชื่อมกับบัญชีของคุณ</p>',
      ],
      [
        '友だちを Meridian に招待',
        'マイページから招待コードを共有できます。',
        '<p>招待コードまたは QR コードを共有してください。そのコードで登録した友だちはあなたのアカウントにひも付けられます。</p>',
      ],
      [
        '친구를 Meridian에 초대하세요',
        '내 정보 페이지에서 초대 코드를 공유하세요.',
        '<p>초대 코드나 QR 코드를 공유하세요. 이 코드로 가입한 친구는 회원님의 계정과 연결됩니다.</p>',
      ],
      [
        'Invitez vos amis sur Meridian',
        'Partagez votre code d’invitation depuis la page Moi.',
        '<p>Partagez votre code d’invitation ou votre QR code. Les amis qui s’inscrivent avec sont liés à votre compte.</p>',
      ],
      [
        'Invite a sus amigos a Meridian',
        'Comparta su código de invitación desde la página Yo.',
        '<p>Comparta su código de invitación o su código QR. Los amigos que se registren con él quedan vinculados a su cuenta.</p>',
      ],
    ],
  },
];

/** question, answer (HTML) per language. */
const DEMO_FAQ: InEight<[string, string]>[] = [
  [
    [
      'What is Meridian?',
      '<p>A mobile trading platform built as a demonstration. Its markets are simulated and balances have no real-world value.</p>',
    ],
    ['Meridian 是什么？', '<p>一个用于演示的移动交易平台。其市场是模拟的，余额没有实际价值。</p>'],
    ['Meridian 是甚麼？', '<p>一個用於示範的流動交易平台。其市場是模擬的，餘額沒有實際價值。</p>'],
    [
      'Meridian คืออะไร',
      '<p>แพลตฟอร์มเทรดบนมือถือที่สร้างขึ้นเพื่อการสาธิต ตลาดเป็นตลาดจำลอง และยอดเงินไม่มีมูลค่าจริง</p>',
    ],
    [
      'Meridian とは何ですか？',
      '<p>デモとして作られたモバイル取引プラットフォームです。市場はシミュレーションで、残高に実際の価値はありません。</p>',
    ],
    [
      'Meridian은 무엇인가요?',
      '<p>데모용으로 만든 모바일 트레이딩 플랫폼입니다. 시장은 모의 시장이며 잔액은 실제 가치가 없습니다.</p>',
    ],
    [
      'Qu’est-ce que Meridian ?',
      '<p>Une plateforme de trading mobile conçue comme démonstration. Ses marchés sont simulés et les soldes n’ont aucune valeur réelle.</p>',
    ],
    [
      '¿Qué es Meridian?',
      '<p>Una plataforma de trading móvil creada como demostración. Sus mercados son simulados y los saldos no tienen valor real.</p>',
    ],
  ],
  [
    [
      'Where do prices come from? Can anyone change them?',
      '<p>Prices come only from the market feed named on each chart; here it is a simulated feed. No one, operators included, can set or change a price or an outcome.</p>',
    ],
    [
      '价格从哪里来？有人能修改吗？',
      '<p>价格只来自每张图表上标明的行情源，这里是模拟行情源。任何人（包括运营方）都无法设定或修改价格或结果。</p>',
    ],
    [
      '價格從哪裡來？有人能修改嗎？',
      '<p>價格只來自每張圖表上標明的行情源，這裡是模擬行情源。任何人（包括營運方）都無法設定或修改價格或結果。</p>',
    ],
    [
      'ราคามาจากไหน มีใครเปลี่ยนได้ไหม',
      '<p>ราคามาจากแหล่งราคาที่ระบุบนกราฟเท่านั้น ที่นี่เป็นแหล่งราคาจำลอง ไม่มีใคร รวมถึงผู้ดูแลระบบ สามารถกำหนดหรือเปลี่ยนราคาหรือผลลัพธ์ได้</p>',
    ],
    [
      '価格はどこから来ますか？誰かが変更できますか？',
      '<p>価格は各チャートに表示された配信元からのみ届きます。ここではシミュレーション配信です。運営者を含め、誰も価格や結果を設定・変更できません。</p>',
    ],
    [
      '가격은 어디에서 오나요? 누군가 바꿀 수 있나요?',
      '<p>가격은 각 차트에 표시된 시세 피드에서만 나옵니다. 여기서는 모의 피드입니다. 운영자를 포함한 누구도 가격이나 결과를 정하거나 바꿀 수 없습니다.</p>',
    ],
    [
      'D’où viennent les prix ? Quelqu’un peut-il les modifier ?',
      '<p>Les prix viennent uniquement du flux indiqué sur chaque graphique ; ici, un flux simulé. Personne, pas même l’opérateur, ne peut fixer ou modifier un prix ou un résultat.</p>',
    ],
    [
      '¿De dónde vienen los precios? ¿Alguien puede cambiarlos?',
      '<p>Los precios vienen solo de la fuente indicada en cada gráfico; aquí es una fuente simulada. Nadie, ni siquiera el operador, puede fijar o cambiar un precio o un resultado.</p>',
    ],
  ],
  [
    [
      'How do I register?',
      '<p>Enter your email (or mobile number), request the 6-digit code we send you, and choose a password of 7 to 64 characters. An invite code is optional.</p>',
    ],
    [
      '如何注册？',
      '<p>输入邮箱（或手机号），获取我们发送的 6 位验证码，并设置 7 到 64 位的密码。邀请码可不填。</p>',
    ],
    [
      '如何註冊？',
      '<p>輸入電郵（或手機號碼），獲取我們發送的 6 位驗證碼，並設定 7 到 64 位的密碼。邀請碼可不填。</p>',
    ],
    [
      'ลงทะเบียนอย่างไร',
      '<p>กรอกอีเมล (หรือหมายเลขโทรศัพท์) ขอรหัส 6 หลักที่เราส่งให้ แล้วตั้งรหัสผ่าน 7 ถึง 64 ตัวอักษร รหัสเชิญไม่บังคับ</p>',
    ],
    [
      '登録方法は？',
      '<p>メールアドレス（または携帯番号）を入力し、送信される6桁のコードを受け取り、7〜64文字のパスワードを設定します。招待コードは任意です。</p>',
    ],
    [
      '어떻게 가입하나요?',
      '<p>이메일(또는 휴대폰 번호)을 입력하고 발송된 6자리 인증번호를 받은 뒤 7~64자의 비밀번호를 정하세요. 초대 코드는 선택 사항입니다.</p>',
    ],
    [
      'Comment m’inscrire ?',
      '<p>Saisissez votre e-mail (ou numéro de mobile), demandez le code à 6 chiffres que nous envoyons et choisissez un mot de passe de 7 à 64 caractères. Le code d’invitation est facultatif.</p>',
    ],
    [
      '¿Cómo me registro?',
      '<p>Introduzca su correo (o número de móvil), solicite el código de 6 dígitos que le enviamos y elija una contraseña de 7 a 64 caracteres. El código de invitación es opcional.</p>',
    ],
  ],
  [
    [
      'I forgot my password. What can I do?',
      '<p>Tap “Forgot password” on the login page and reset it with a code sent to your email or phone. After a password change, every session ends and withdrawals are held for 24 hours.</p>',
    ],
    [
      '忘记密码怎么办？',
      '<p>在登录页点击“忘记密码”，通过发送到邮箱或手机的验证码重置。修改密码后，所有登录会话都会失效，提现将暂停 24 小时。</p>',
    ],
    [
      '忘記密碼怎麼辦？',
      '<p>在登入頁點擊「忘記密碼」，透過發送到電郵或手機的驗證碼重設。修改密碼後，所有登入工作階段都會失效，提現將暫停 24 小時。</p>',
    ],
    [
      'ลืมรหัสผ่าน ต้องทำอย่างไร',
      '<p>แตะ “ลืมรหัสผ่าน” ที่หน้าเข้าสู่ระบบ แล้วตั้งใหม่ด้วยรหัสที่ส่งไปยังอีเมลหรือโทรศัพท์ของคุณ หลังเปลี่ยนรหัสผ่าน ทุกเซสชันจะสิ้นสุด และการถอนเงินจะถูกระงับ 24 ชั่วโมง</p>',
    ],
    [
      'パスワードを忘れました',
      '<p>ログイン画面の「パスワードを忘れた」から、メールまたは電話に届くコードで再設定できます。パスワード変更後はすべてのセッションが終了し、出金は24時間保留されます。</p>',
    ],
    [
      '비밀번호를 잊어버렸어요',
      '<p>로그인 화면에서 “비밀번호 찾기”를 눌러 이메일이나 휴대폰으로 받은 인증번호로 재설정하세요. 비밀번호를 바꾸면 모든 세션이 종료되고 출금이 24시간 보류됩니다.</p>',
    ],
    [
      'J’ai oublié mon mot de passe',
      '<p>Touchez « Mot de passe oublié » sur la page de connexion et réinitialisez-le avec un code envoyé à votre e-mail ou téléphone. Après un changement, toutes les sessions se ferment et les retraits sont suspendus 24 heures.</p>',
    ],
    [
      'Olvidé mi contraseña',
      '<p>Pulse «Olvidé mi contraseña» en la página de inicio de sesión y restablézcala con un código enviado a su correo o teléfono. Tras el cambio, todas las sesiones se cierran y los retiros quedan en espera 24 horas.</p>',
    ],
  ],
  [
    [
      'What is identity verification?',
      '<p>Two levels. Lv1: name and ID number. Lv2: photos of your document, after Lv1 passes. Your email and phone must both be bound before a level can pass.</p>',
    ],
    [
      '什么是身份认证？',
      '<p>分两级。初级：姓名和证件号码。高级：在初级通过后上传证件照片。邮箱和手机都绑定后，认证才能通过。</p>',
    ],
    [
      '甚麼是身份認證？',
      '<p>分兩級。初級：姓名和證件號碼。高級：在初級通過後上傳證件照片。電郵和手機都綁定後，認證才能通過。</p>',
    ],
    [
      'การยืนยันตัวตนคืออะไร',
      '<p>มีสองระดับ Lv1: ชื่อและหมายเลขบัตร Lv2: รูปถ่ายเอกสาร หลังจากผ่าน Lv1 แล้ว ต้องผูกทั้งอีเมลและโทรศัพท์ก่อนจึงจะผ่านการยืนยันได้</p>',
    ],
    [
      '本人確認とは？',
      '<p>2段階あります。Lv1：氏名と身分証番号。Lv2：Lv1 通過後に書類の写真を提出。メールと電話の両方を登録していないと承認されません。</p>',
    ],
    [
      '본인 인증이란 무엇인가요?',
      '<p>두 단계가 있습니다. Lv1: 이름과 신분증 번호. Lv2: Lv1 통과 후 신분증 사진. 이메일과 휴대폰을 모두 연결해야 인증이 통과됩니다.</p>',
    ],
    [
      'Qu’est-ce que la vérification d’identité ?',
      '<p>Deux niveaux. Niv. 1 : nom et numéro de pièce d’identité. Niv. 2 : photos du document, après le niveau 1. L’e-mail et le téléphone doivent être liés pour qu’un niveau soit validé.</p>',
    ],
    [
      '¿Qué es la verificación de identidad?',
      '<p>Dos niveles. Nv1: nombre y número de documento. Nv2: fotos del documento, tras aprobar el Nv1. El correo y el teléfono deben estar vinculados para aprobar un nivel.</p>',
    ],
  ],
  [
    [
      'How does the invite code work?',
      '<p>Every account has its own invite code. A friend who enters it when registering is linked to you. Any count of invited friends shown to you is a real count.</p>',
    ],
    [
      '邀请码如何使用？',
      '<p>每个账户都有自己的邀请码。好友注册时填写该邀请码即与您关联。向您展示的邀请人数均为真实统计。</p>',
    ],
    [
      '邀請碼如何使用？',
      '<p>每個帳戶都有自己的邀請碼。好友註冊時填寫該邀請碼即與您關聯。向您顯示的邀請人數均為真實統計。</p>',
    ],
    [
      'รหัสเชิญใช้อย่างไร',
      '<p>ทุกบัญชีมีรหัสเชิญของตัวเอง เพื่อนที่กรอกรหัสนี้ตอนลงทะเบียนจะเชื่อมกับคุณ จำนวนเพื่อนที่เชิญซึ่งแสดงให้คุณเห็นเป็นจำนวนจริง</p>',
    ],
    [
      '招待コードの仕組みは？',
      '<p>各アカウントに専用の招待コードがあります。登録時にそのコードを入力した友だちはあなたにひも付けられます。表示される招待人数は実際の数です。</p>',
    ],
    [
      '초대 코드는 어떻게 작동하나요?',
      '<p>모든 계정에는 고유한 초대 코드가 있습니다. 가입할 때 이 코드를 입력한 친구는 회원님과 연결됩니다. 표시되는 초대 인원은 실제 숫자입니다.</p>',
    ],
    [
      'Comment fonctionne le code d’invitation ?',
      '<p>Chaque compte a son propre code d’invitation. Un ami qui le saisit à l’inscription est lié à vous. Tout nombre d’amis invités affiché est un décompte réel.</p>',
    ],
    [
      '¿Cómo funciona el código de invitación?',
      '<p>Cada cuenta tiene su propio código de invitación. Un amigo que lo introduce al registrarse queda vinculado a usted. Cualquier número de invitados que se le muestre es un recuento real.</p>',
    ],
  ],
];

const mail = '<a href="mailto:support@example.com">support@example.com</a>';

/** title, content (HTML) per language. */
const DEMO_PAGES: Record<PageKey, InEight<[string, string]>> = {
  aboutus: [
    [
      'About Meridian',
      '<p>Meridian is a mobile trading platform built as a demonstration. Its markets are simulated: prices come from a clearly labelled feed, every result is computed from recorded prices, and no one can set prices or outcomes.</p><p>Balances in this demo have no real-world value.</p>',
    ],
    [
      '关于 Meridian',
      '<p>Meridian 是一个用于演示的移动交易平台。其市场是模拟的：价格来自明确标注的行情源，每个结果都根据记录的价格计算，任何人都无法设定价格或结果。</p><p>本演示中的余额没有实际价值。</p>',
    ],
    [
      '關於 Meridian',
      '<p>Meridian 是一個用於示範的流動交易平台。其市場是模擬的：價格來自明確標示的行情源，每個結果都根據記錄的價格計算，任何人都無法設定價格或結果。</p><p>本示範中的餘額沒有實際價值。</p>',
    ],
    [
      'เกี่ยวกับ Meridian',
      '<p>Meridian เป็นแพลตฟอร์มเทรดบนมือถือที่สร้างขึ้นเพื่อการสาธิต ตลาดเป็นตลาดจำลอง ราคามาจากแหล่งที่ระบุไว้อย่างชัดเจน ทุกผลลัพธ์คำนวณจากราคาที่บันทึกไว้ และไม่มีใครกำหนดราคาหรือผลลัพธ์ได้</p><p>ยอดเงินในการสาธิตนี้ไม่มีมูลค่าจริง</p>',
    ],
    [
      'Meridian について',
      '<p>Meridian はデモとして作られたモバイル取引プラットフォームです。市場はシミュレーションで、価格は明示された配信元から届き、すべての結果は記録された価格から計算されます。誰も価格や結果を設定できません。</p><p>このデモの残高に実際の価値はありません。</p>',
    ],
    [
      'Meridian 소개',
      '<p>Meridian은 데모용으로 만든 모바일 트레이딩 플랫폼입니다. 시장은 모의 시장이며, 가격은 명시된 피드에서 나오고 모든 결과는 기록된 가격으로 계산됩니다. 누구도 가격이나 결과를 정할 수 없습니다.</p><p>이 데모의 잔액은 실제 가치가 없습니다.</p>',
    ],
    [
      'À propos de Meridian',
      '<p>Meridian est une plateforme de trading mobile conçue comme démonstration. Ses marchés sont simulés : les prix viennent d’un flux clairement indiqué, chaque résultat est calculé à partir des prix enregistrés, et personne ne peut fixer les prix ni les résultats.</p><p>Les soldes de cette démo n’ont aucune valeur réelle.</p>',
    ],
    [
      'Acerca de Meridian',
      '<p>Meridian es una plataforma de trading móvil creada como demostración. Sus mercados son simulados: los precios vienen de una fuente claramente indicada, cada resultado se calcula a partir de precios registrados y nadie puede fijar precios ni resultados.</p><p>Los saldos de esta demo no tienen valor real.</p>',
    ],
  ],
  contactus: [
    [
      'Contact us',
      `<p>For help with your account, open Customer service from the Me page.</p><p>Email: ${mail} (a demo address; each operator publishes its own).</p>`,
    ],
    [
      '联系我们',
      `<p>如需账户帮助，请在“我的”页面打开在线客服。</p><p>邮箱：${mail}（演示地址，各运营方会公布自己的地址）。</p>`,
    ],
    [
      '聯絡我們',
      `<p>如需帳戶協助，請在「我的」頁面打開線上客服。</p><p>電郵：${mail}（示範地址，各營運方會公布自己的地址）。</p>`,
    ],
    [
      'ติดต่อเรา',
      `<p>หากต้องการความช่วยเหลือเกี่ยวกับบัญชี ให้เปิดฝ่ายบริการลูกค้าจากหน้าของฉัน</p><p>อีเมล: ${mail} (ที่อยู่สำหรับการสาธิต ผู้ให้บริการแต่ละรายจะประกาศที่อยู่ของตนเอง)</p>`,
    ],
    [
      'お問い合わせ',
      `<p>アカウントについてのご相談は、マイページからカスタマーサービスを開いてください。</p><p>メール：${mail}（デモ用アドレスです。各運営者が独自のアドレスを公開します）</p>`,
    ],
    [
      '문의하기',
      `<p>계정 관련 도움이 필요하면 내 정보 페이지에서 고객센터를 여세요.</p><p>이메일: ${mail} (데모 주소이며, 각 운영자가 자체 주소를 공개합니다)</p>`,
    ],
    [
      'Nous contacter',
      `<p>Pour toute aide sur votre compte, ouvrez le Service client depuis la page Moi.</p><p>E-mail : ${mail} (adresse de démonstration ; chaque opérateur publie la sienne).</p>`,
    ],
    [
      'Contacto',
      `<p>Para obtener ayuda con su cuenta, abra Atención al cliente desde la página Yo.</p><p>Correo: ${mail} (dirección de demostración; cada operador publica la suya).</p>`,
    ],
  ],
  operational_compliance: [
    [
      'Operational compliance',
      '<p>Meridian runs simulated markets for demonstration.</p><ul><li>Prices come only from the labelled market feed. There is no control over wins or losses.</li><li>Every result can be recomputed from the recorded prices it used.</li><li>Every balance change is a ledger entry with a reason, shown in your bill.</li><li>Operator changes to the app’s content are recorded in an audit log that cannot be edited.</li></ul>',
    ],
    [
      '合规运营',
      '<p>Meridian 为演示目的运行模拟市场。</p><ul><li>价格只来自有标注的行情源，不存在任何输赢控制。</li><li>每个结果都可以根据其使用的已记录价格重新计算。</li><li>每笔余额变动都是带有原因的账本记录，显示在您的账单中。</li><li>运营方对本应用内容的修改都会记入不可修改的审计日志。</li></ul>',
    ],
    [
      '合規營運',
      '<p>Meridian 為示範目的運行模擬市場。</p><ul><li>價格只來自有標示的行情源，不存在任何輸贏控制。</li><li>每個結果都可以根據其使用的已記錄價格重新計算。</li><li>每筆餘額變動都是帶有原因的帳本記錄，顯示在您的賬單中。</li><li>營運方對本應用內容的修改都會記入不可修改的審計日誌。</li></ul>',
    ],
    [
      'การดำเนินงานตามข้อกำหนด',
      '<p>Meridian ดำเนินตลาดจำลองเพื่อการสาธิต</p><ul><li>ราคามาจากแหล่งราคาที่ระบุไว้เท่านั้น ไม่มีการควบคุมผลแพ้ชนะ</li><li>ทุกผลลัพธ์คำนวณซ้ำได้จากราคาที่บันทึกไว้</li><li>ทุกการเปลี่ยนแปลงยอดเงินเป็นรายการบัญชีที่มีเหตุผล และแสดงในใบแจ้งยอดของคุณ</li><li>การแก้ไขเนื้อหาของแอปโดยผู้ดูแลจะถูกบันทึกในบันทึกการตรวจสอบที่แก้ไขไม่ได้</li></ul>',
    ],
    [
      '運営コンプライアンス',
      '<p>Meridian はデモとしてシミュレーション市場を運営しています。</p><ul><li>価格は明示された配信元からのみ届きます。勝敗を操作する仕組みはありません。</li><li>すべての結果は、使用した記録済みの価格から再計算できます。</li><li>残高の変動はすべて理由付きの台帳記録となり、明細に表示されます。</li><li>運営者によるアプリ内容の変更は、改ざんできない監査ログに記録されます。</li></ul>',
    ],
    [
      '운영 준법',
      '<p>Meridian은 데모용 모의 시장을 운영합니다.</p><ul><li>가격은 명시된 시세 피드에서만 나옵니다. 승패를 조작하는 기능은 없습니다.</li><li>모든 결과는 사용된 기록 가격으로 다시 계산할 수 있습니다.</li><li>모든 잔액 변동은 사유가 있는 원장 기록이며 거래 내역에 표시됩니다.</li><li>운영자가 앱 콘텐츠를 변경하면 수정할 수 없는 감사 로그에 기록됩니다.</li></ul>',
    ],
    [
      'Conformité opérationnelle',
      '<p>Meridian exploite des marchés simulés à des fins de démonstration.</p><ul><li>Les prix viennent uniquement du flux indiqué. Aucun contrôle des gains ou des pertes n’existe.</li><li>Chaque résultat peut être recalculé à partir des prix enregistrés qu’il a utilisés.</li><li>Chaque variation de solde est une écriture motivée, visible dans vos relevés.</li><li>Les modifications du contenu par l’opérateur sont inscrites dans un journal d’audit non modifiable.</li></ul>',
    ],
    [
      'Cumplimiento operativo',
      '<p>Meridian opera mercados simulados con fines de demostración.</p><ul><li>Los precios vienen solo de la fuente indicada. No existe ningún control de ganancias o pérdidas.</li><li>Cada resultado se puede recalcular con los precios registrados que usó.</li><li>Cada cambio de saldo es un asiento con motivo, visible en sus extractos.</li><li>Los cambios del operador en el contenido quedan en un registro de auditoría que no se puede modificar.</li></ul>',
    ],
  ],
  share: [
    [
      'Invite friends',
      '<p>Share your invite code or QR code. A friend who registers with your code is linked to your account.</p><p>Any count of invited friends shown to you is a real count. Every rebate shown is paid by the rule above and appears in your bill.</p>',
    ],
    [
      '邀请好友',
      '<p>分享您的邀请码或二维码。好友使用您的邀请码注册后即与您的账户关联。</p><p>向您展示的邀请人数均为真实统计。显示的每一笔返佣均按上述规则发放，并记入您的账单。</p>',
    ],
    [
      '邀請好友',
      '<p>分享您的邀請碼或 QR 碼。好友使用您的邀請碼註冊後即與您的帳戶關聯。</p><p>向您顯示的邀請人數均為真實統計。顯示的每一筆返佣均按上述規則發放，並記入您的帳單。</p>',
    ],
    [
      'ชวนเพื่อน',
      '<p>แชร์รหัสเชิญหรือคิวอาร์โค้ดของคุณ เพื่อนที่ลงทะเบียนด้วยรหัสของคุณจะเชื่อมกับบัญชีของคุณ</p><p>จำนวนเพื่อนที่เชิญซึ่งแสดงให้คุณเห็นเป็นจำนวนจริง ค่าคอมมิชชันคืนทุกรายการที่แสดงจ่ายตามกฎด้านบนและปรากฏในรายการบัญชีของคุณ</p>',
    ],
    [
      '友だちを招待',
      '<p>招待コードまたは QR コードを共有してください。あなたのコードで登録した友だちはあなたのアカウントにひも付けられます。</p><p>表示される招待人数は実際の数です。表示されるリベートはすべて上記のルールどおりに支払われ、明細に記載されます。</p>',
    ],
    [
      '친구 초대',
      '<p>초대 코드나 QR 코드를 공유하세요. 회원님의 코드로 가입한 친구는 회원님의 계정과 연결됩니다.</p><p>표시되는 초대 인원은 실제 숫자입니다. 표시되는 모든 리베이트는 위 규칙에 따라 지급되며 거래 내역에 표시됩니다.</p>',
    ],
    [
      'Inviter des amis',
      '<p>Partagez votre code d’invitation ou votre QR code. Un ami qui s’inscrit avec votre code est lié à votre compte.</p><p>Tout nombre d’amis invités affiché est un décompte réel. Chaque remise affichée est versée selon la règle ci-dessus et figure dans vos relevés.</p>',
    ],
    [
      'Invitar amigos',
      '<p>Comparta su código de invitación o su código QR. Un amigo que se registre con su código queda vinculado a su cuenta.</p><p>Cualquier número de invitados que se le muestre es un recuento real. Cada reembolso mostrado se paga según la regla anterior y aparece en sus extractos.</p>',
    ],
  ],
  invest_help: [
    [
      'Invest: notes from Meridian',
      '<p>Meridian’s operators publish each invest product and choose its coin, linked price, yield and term. Once you buy, the terms of your order never change.</p><p>The settlement price is the average of the prices recorded in the published window; your order shows it with the number of prices used.</p>',
    ],
    [
      '投资：Meridian 的说明',
      '<p>每个投资产品由 Meridian 运营方发布，并确定其币种、挂钩价格、收益率和期限。您购买后，订单条款不会再改变。</p><p>结算价格是公布时间窗口内已记录价格的平均值；您的订单会显示该价格及所用价格的数量。</p>',
    ],
    [
      '投資：Meridian 的說明',
      '<p>每個投資產品由 Meridian 營運方發佈，並確定其幣種、掛鈎價格、收益率和期限。您購買後，訂單條款不會再改變。</p><p>結算價格是公佈時間窗口內已記錄價格的平均值；您的訂單會顯示該價格及所用價格的數量。</p>',
    ],
    [
      'การลงทุน: หมายเหตุจาก Meridian',
      '<p>ผู้ดูแลของ Meridian เป็นผู้เผยแพร่ผลิตภัณฑ์การลงทุนแต่ละรายการ และกำหนดเหรียญ ราคาอ้างอิง ผลตอบแทน และระยะเวลา เมื่อคุณซื้อแล้ว เงื่อนไขของคำสั่งซื้อจะไม่เปลี่ยนแปลง</p><p>ราคาชำระราคาคือค่าเฉลี่ยของราคาที่บันทึกไว้ในช่วงเวลาที่ประกาศ คำสั่งซื้อของคุณจะแสดงราคานี้พร้อมจำนวนราคาที่ใช้</p>',
    ],
    [
      '投資：Meridian からのご案内',
      '<p>各投資商品は Meridian の運営者が公開し、通貨・連動価格・利回り・期間を定めます。購入後、注文の条件が変わることはありません。</p><p>決済価格は、公表された時間帯に記録された価格の平均です。注文には、その価格と使用した価格の件数が表示されます。</p>',
    ],
    [
      '투자: Meridian 안내',
      '<p>각 투자 상품은 Meridian 운영자가 게시하며 코인, 연동 가격, 수익률, 기간을 정합니다. 구매한 후에는 주문 조건이 바뀌지 않습니다.</p><p>정산 가격은 공시된 시간대에 기록된 가격의 평균이며, 주문에 그 가격과 사용된 가격의 개수가 표시됩니다.</p>',
    ],
    [
      'Investir : notes de Meridian',
      '<p>Les opérateurs de Meridian publient chaque produit d’investissement et en fixent la crypto, le prix lié, le rendement et la durée. Une fois l’achat fait, les conditions de votre ordre ne changent plus.</p><p>Le prix de règlement est la moyenne des prix enregistrés pendant la fenêtre publiée ; votre ordre l’affiche avec le nombre de prix utilisés.</p>',
    ],
    [
      'Invertir: notas de Meridian',
      '<p>Los operadores de Meridian publican cada producto de inversión y fijan su moneda, precio vinculado, rendimiento y plazo. Una vez comprado, las condiciones de su orden no cambian.</p><p>El precio de liquidación es la media de los precios registrados en la ventana publicada; su orden lo muestra junto con el número de precios usados.</p>',
    ],
  ],
  ieo_help: [
    [
      'IEO: notes from Meridian',
      '<p>Meridian’s operators review every project before it is published. The white paper and website come from the project team: read them before you subscribe.</p><p>A subscription does not guarantee tokens. When more is committed than is issued, each subscriber receives a share, and the unused payment is returned.</p>',
    ],
    [
      'IEO：Meridian 的说明',
      '<p>每个项目在发布前都经过 Meridian 运营方审核。白皮书和官网由项目方提供，请在申购前阅读。</p><p>申购并不保证获得代币。当申购总额超过发行量时，每位申购者按比例获得一部分，未使用的款项会退回。</p>',
    ],
    [
      'IEO：Meridian 的說明',
      '<p>每個項目在發佈前都經過 Meridian 營運方審核。白皮書和官網由項目方提供，請在認購前閱讀。</p><p>認購並不保證獲得代幣。當認購總額超過發行量時，每位認購者按比例獲得一部分，未使用的款項會退回。</p>',
    ],
    [
      'IEO: หมายเหตุจาก Meridian',
      '<p>ผู้ดูแลของ Meridian ตรวจสอบทุกโครงการก่อนเผยแพร่ เอกสารไวท์เปเปอร์และเว็บไซต์มาจากทีมโครงการ โปรดอ่านก่อนจองซื้อ</p><p>การจองซื้อไม่รับประกันว่าจะได้รับโทเค็น หากยอดจองเกินจำนวนที่ออก ผู้จองแต่ละรายจะได้รับตามสัดส่วน และเงินส่วนที่ไม่ได้ใช้จะถูกคืน</p>',
    ],
    [
      'IEO：Meridian からのご案内',
      '<p>各プロジェクトは公開前に Meridian の運営者が審査します。ホワイトペーパーとウェブサイトはプロジェクトチームが提供するものです。申し込む前にお読みください。</p><p>申し込みはトークンの受け取りを保証しません。申込総額が発行量を超えた場合、各申込者は按分で受け取り、使われなかった支払いは返還されます。</p>',
    ],
    [
      'IEO: Meridian 안내',
      '<p>모든 프로젝트는 게시 전에 Meridian 운영자가 검토합니다. 백서와 웹사이트는 프로젝트 팀이 제공하므로 청약 전에 읽어 보세요.</p><p>청약이 토큰 수령을 보장하지는 않습니다. 청약 총액이 발행량을 넘으면 각 청약자는 비례하여 받고, 사용되지 않은 금액은 반환됩니다.</p>',
    ],
    [
      'IEO : notes de Meridian',
      '<p>Les opérateurs de Meridian examinent chaque projet avant sa publication. Le livre blanc et le site viennent de l’équipe du projet : lisez-les avant de souscrire.</p><p>Une souscription ne garantit pas de jetons. Si l’on engage plus que l’émission, chacun reçoit une part, et le paiement non utilisé est rendu.</p>',
    ],
    [
      'IEO: notas de Meridian',
      '<p>Los operadores de Meridian revisan cada proyecto antes de publicarlo. El libro blanco y la web proceden del equipo del proyecto: léalos antes de suscribirse.</p><p>Una suscripción no garantiza tokens. Si se compromete más de lo emitido, cada suscriptor recibe una parte y el pago no usado se devuelve.</p>',
    ],
  ],
  lockup_help: [
    [
      'Lock-up mining: notes from Meridian',
      '<p>Each lock-up product states in plain words where its yield comes from. Meridian’s operators set the daily rate, the term and the early-redemption penalty before you lock up; they never change for your order.</p><p>The yield is paid every day at 00:00 UTC into your exchange account, and you can find every payment in your bill.</p>',
    ],
    [
      '锁仓挖矿：Meridian 的说明',
      '<p>每个锁仓产品都用通俗的语言说明其收益来源。Meridian 运营方在您锁仓前设定日收益率、期限和提前赎回违约金，之后您的订单不会改变。</p><p>收益每天 00:00 UTC 发放到您的币币账户，每笔发放都可以在账单中查到。</p>',
    ],
    [
      '鎖倉挖礦：Meridian 的說明',
      '<p>每個鎖倉產品都用淺白的語言說明其收益來源。Meridian 營運方在您鎖倉前設定日收益率、期限和提前贖回違約金，之後您的訂單不會改變。</p><p>收益每天 00:00 UTC 發放到您的幣幣帳戶，每筆發放都可以在帳單中查到。</p>',
    ],
    [
      'การขุดแบบล็อก: หมายเหตุจาก Meridian',
      '<p>ผลิตภัณฑ์ล็อกแต่ละรายการบอกที่มาของผลตอบแทนด้วยภาษาที่เข้าใจง่าย ผู้ดูแลของ Meridian กำหนดอัตรารายวัน ระยะเวลา และค่าปรับการไถ่ถอนก่อนกำหนดไว้ก่อนที่คุณจะล็อก และจะไม่เปลี่ยนแปลงสำหรับคำสั่งของคุณ</p><p>ผลตอบแทนจ่ายทุกวันเวลา 00:00 UTC เข้าบัญชีแลกเปลี่ยนของคุณ และคุณดูทุกการจ่ายได้ในรายการบัญชี</p>',
    ],
    [
      'ロックアップマイニング：Meridian からのご案内',
      '<p>各ロックアップ商品は、利回りの出どころを平易な言葉で示します。日利・期間・早期解約の違約金は、ロック前に Meridian の運営者が定め、あなたの注文について変わることはありません。</p><p>利回りは毎日 00:00 UTC に取引口座へ支払われ、すべての支払いは明細で確認できます。</p>',
    ],
    [
      '락업 마이닝: Meridian 안내',
      '<p>각 락업 상품은 수익이 어디서 나오는지 쉬운 말로 밝힙니다. 일일 수익률, 기간, 조기 상환 위약금은 락업 전에 Meridian 운영자가 정하며 고객님의 주문에 대해서는 바뀌지 않습니다.</p><p>수익은 매일 00:00 UTC에 거래 계정으로 지급되며, 모든 지급 내역은 거래 내역에서 확인할 수 있습니다.</p>',
    ],
    [
      'Minage bloqué : notes de Meridian',
      '<p>Chaque produit de blocage indique en termes simples d’où vient son rendement. Les opérateurs de Meridian fixent le taux journalier, la durée et la pénalité de sortie anticipée avant votre blocage ; ils ne changent plus pour votre ordre.</p><p>Le rendement est versé chaque jour à 00:00 UTC sur votre compte d’échange, et chaque versement figure dans votre relevé.</p>',
    ],
    [
      'Minería con bloqueo: notas de Meridian',
      '<p>Cada producto de bloqueo explica con palabras sencillas de dónde procede su rendimiento. Los operadores de Meridian fijan la tasa diaria, el plazo y la penalización por rescate anticipado antes de que bloquee; no cambian para su orden.</p><p>El rendimiento se paga cada día a las 00:00 UTC en su cuenta de exchange, y cada pago aparece en su extracto.</p>',
    ],
  ],
};

const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/**
 * The demo banners, drawn as SVG and rendered by sharp at seed time (no text in the picture:
 * the title is the news row's, in the reader's language).
 */
function bannerSvg(kind: 'markets' | 'invite'): string {
  const background = `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#15181f"/><stop offset="1" stop-color="#262b36"/>
      </linearGradient>
    </defs>
    <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`;
  if (kind === 'markets') {
    const candles = Array.from({ length: 14 }, (_, i) => {
      const x = 60 + i * 48;
      const up = [0, 1, 3, 4, 6, 8, 9, 11, 12].includes(i);
      const mid = 190 - i * 7 + (i % 3) * 12;
      const body = 18 + ((i * 7) % 20);
      const color = up ? '#28ba98' : '#F04A5A';
      return `<line x1="${x}" y1="${mid - body - 14}" x2="${x}" y2="${mid + body + 14}" stroke="${color}" stroke-width="2"/>
        <rect x="${x - 9}" y="${mid - body}" width="18" height="${body * 2}" rx="2" fill="${color}"/>`;
    }).join('');
    const grid = [75, 150, 225]
      .map(
        (y) =>
          `<line x1="0" y1="${y}" x2="${BANNER_WIDTH}" y2="${y}" stroke="#ffffff" stroke-opacity="0.06"/>`,
      )
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">${background}${grid}${candles}
      <polyline points="40,230 160,200 280,190 400,150 520,130 640,95 710,80" fill="none" stroke="#d4ba83" stroke-width="4" stroke-linejoin="round"/></svg>`;
  }
  const nodes: [number, number, number][] = [
    [375, 150, 34],
    [215, 90, 20],
    [205, 215, 22],
    [545, 95, 22],
    [540, 215, 20],
    [95, 150, 14],
    [660, 155, 14],
  ];
  const links = nodes
    .slice(1)
    .map(
      ([x, y]) =>
        `<line x1="375" y1="150" x2="${x}" y2="${y}" stroke="#d4ba83" stroke-opacity="0.5" stroke-width="3"/>`,
    )
    .join('');
  const circles = nodes
    .map(
      ([x, y, r], i) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 0 ? '#d4ba83' : '#3a4150'}" stroke="#d4ba83" stroke-width="3"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">${background}${links}${circles}</svg>`;
}

async function renderBanner(kind: 'markets' | 'invite') {
  const data = await sharp(Buffer.from(bannerSvg(kind)))
    .webp({ quality: 90 })
    .toBuffer();
  return { data, width: BANNER_WIDTH, height: BANNER_HEIGHT };
}

async function insertNews(trx: Executor, item: DemoNews, sort: number, image: string) {
  const row = await trx
    .insertInto('news')
    .values({
      c_id: item.c_id,
      is_popup: item.is_popup ?? false,
      image,
      link: item.link ?? '',
      sort,
      is_published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('news_translations')
    .values(
      byLanguage(item.texts).map(([lang, [title, summary, content]]) => ({
        news_id: row.id,
        lang,
        title,
        summary,
        content: sanitizeContent(content),
      })),
    )
    .execute();
}

/**
 * Demo content (DEMO=1): a welcome pop-up, three notices, two banners (images rendered into
 * the upload directory), six FAQ items and the four pages, all in the eight languages.
 */
export async function seedDemoContent(db: Db, options: { uploadDir: string }): Promise<void> {
  const banners = { markets: await renderBanner('markets'), invite: await renderBanner('invite') };
  await db.transaction().execute(async (trx) => {
    if (!(await claimSeed(trx, 'seed.demo_content'))) return;
    for (const [sort, item] of DEMO_NEWS.entries()) {
      const image = item.banner
        ? await saveImage({ db: trx, config: options }, null, banners[item.banner])
        : '';
      await insertNews(trx, item, sort, image);
    }
    for (const [sort, texts] of DEMO_FAQ.entries()) {
      const row = await trx
        .insertInto('faq_items')
        .values({ sort, is_published: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('faq_item_translations')
        .values(
          byLanguage(texts).map(([lang, [question, answer]]) => ({
            faq_item_id: row.id,
            lang,
            question,
            answer: sanitizeContent(answer),
          })),
        )
        .execute();
    }
    for (const [key, texts] of Object.entries(DEMO_PAGES) as [
      PageKey,
      InEight<[string, string]>,
    ][]) {
      await trx
        .insertInto('pages')
        .values({ key, is_published: true })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      await trx
        .insertInto('page_translations')
        .values(
          byLanguage(texts).map(([lang, [title, content]]) => ({
            page_key: key,
            lang,
            title,
            content: sanitizeContent(content),
          })),
        )
        .onConflict((oc) => oc.columns(['page_key', 'lang']).doNothing())
        .execute();
    }
  });
}
