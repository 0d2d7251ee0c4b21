import type { Redis } from 'ioredis';

export function sharedRedis(): Redis | null;
export function redisReady(client: Redis | null): boolean;
export function subscribe(
  channel: string,
  listener: (message: string) => void,
  onReconnect?: () => void,
): boolean;
