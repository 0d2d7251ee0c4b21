import 'server-only';
import { hostConfig, processSingleton, sharedRedis } from '#host/shared';
import { database } from '@/server/db/client';
import { log } from '@/server/log';
import {
  createAttemptLimiter,
  createLoginLimiter,
  DEFAULT_SIGNUP_POINTS,
  SIGNUP_WINDOW_SECONDS,
} from '@/server/rate-limit/login-limiter';
import { counterStore } from '@/server/rate-limit/store';
import { createMailer } from '@/server/mail/mailer';
import { createLinkLimiter } from '@/server/rate-limit/link-limiter';
import { createAccountLinks } from './links';
import { createLinkMailer } from './mail';
import { serverSecret } from './secret';
import { createAccountService, type AccountService } from './service';

/** The process's account service, on the configured database, token key and rate limiter. */
export function accountService(): Promise<AccountService> {
  return processSingleton('accountService', async () => {
    const env = hostConfig();
    const { db, pool } = await database();
    const tokenKey = serverSecret();
    const counters = counterStore({ pool, redis: sharedRedis() });
    return createAccountService({
      db,
      tokenKey,
      linkMail: {
        links: createAccountLinks(db, tokenKey),
        limiter: createLinkLimiter(counters),
        send: createLinkMailer({
          mailer: env.SMTP_URL ? createMailer(env.SMTP_URL, env.MAIL_FROM) : null,
          siteUrl: env.SITE_URL,
          development: env.NODE_ENV === 'development',
          log,
        }),
      },
      limiter: createLoginLimiter({ counters, accountPoints: env.LOGIN_RATE_LIMIT_POINTS }),
      signupLimiter: createAttemptLimiter(counters, {
        keyPrefix: 'signup_ip',
        points: env.SIGNUP_RATE_LIMIT_POINTS ?? DEFAULT_SIGNUP_POINTS,
        duration: SIGNUP_WINDOW_SECONDS,
      }),
    });
  });
}
