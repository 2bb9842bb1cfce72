import type { Language } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { userMail, type Mail } from '../../notify/mailer.js';
import { findAntiPhishingCodeByEmail } from './anti-phishing.repository.js';

/**
 * Sends a mail to an address, with the anti-phishing code of the user behind it (if they set
 * one) at the top (issue #21 item 5). Every mail the platform sends a user goes out through
 * here: verification codes, the new-device notice, and any other domain's (through index.ts).
 */
export async function sendUserMail(deps: AppDeps, mail: Mail, lang: Language): Promise<void> {
  const code = await findAntiPhishingCodeByEmail(deps.db, mail.to);
  await deps.mailer.send(userMail(mail, code, lang));
}
