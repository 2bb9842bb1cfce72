import type { FastifyBaseLogger } from 'fastify';

export interface Sms {
  areaCode: string;
  mobile: string;
  text: string;
}

/**
 * SMS goes through a provider; the default writes messages to the log. A real gateway
 * implements the same interface.
 */
export interface SmsProvider {
  send(sms: Sms): Promise<void>;
}

export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(sms) {
      log.info({ sms }, 'sms (log transport, not sent)');
    },
  };
}
