import 'server-only';
import { sharedRedis } from '../../../server/redis.mjs';
import { database } from '@/server/db/client';
import { serverEnv } from '@/server/env';
import { log } from '@/server/log';
import {
  createAttemptLimiter,
  createLoginLimiter,
  DEFAULT_SIGNUP_POINTS,
  SIGNUP_WINDOW_SECONDS,
} from '@/server/rate-limit/login-limiter';
import { counterStore } from '@/server/rate-limit/store';
import { resolveAuthSecret } from './secret';
import { createAccountService, type AccountService } from './service';

// One service per process, shared by every route bundle (see the note in src/server/db/client.ts).
const holderKey = Symbol.for('wasla.accountService');
type Holder = { [holderKey]?: Promise<AccountService> };

/** The process's account service, on the configured database, token key and rate limiter. */
export function accountService(): Promise<AccountService> {
  const holder = globalThis as Holder;
  holder[holderKey] ??= (async () => {
    const env = serverEnv();
    const { db, pool } = await database();
    const tokenKey = resolveAuthSecret({
      authSecret: env.AUTH_SECRET,
      dataDir: env.DATA_DIR,
      production: env.NODE_ENV === 'production',
      warn: (message) => log.warn(message),
    });
    const counters = counterStore({ pool, redis: sharedRedis() });
    return createAccountService({
      db,
      tokenKey,
      limiter: createLoginLimiter({ counters, accountPoints: env.LOGIN_RATE_LIMIT_POINTS }),
      signupLimiter: createAttemptLimiter(counters, {
        keyPrefix: 'signup_ip',
        points: env.SIGNUP_RATE_LIMIT_POINTS ?? DEFAULT_SIGNUP_POINTS,
        duration: SIGNUP_WINDOW_SECONDS,
      }),
    });
  })().catch((error: unknown) => {
    delete holder[holderKey];
    throw error;
  });
  return holder[holderKey];
}
