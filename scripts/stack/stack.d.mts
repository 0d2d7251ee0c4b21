export const defaultStackDir: string;
export const stackPorts: {
  http: number;
  https: number;
  postgres: number;
  redis: number;
  instance: number;
};
export function missingPackages(): string[];
export function readPid(dir: string, name: string): number | undefined;
export function runningProcesses(dir?: string): string[];
export function stopProcess(
  dir: string,
  name: string,
  signal?: NodeJS.Signals,
): Promise<number | string | null>;
export function stopStack(dir?: string, log?: (line: string) => void): Promise<void>;
export function startInstance(
  dir: string,
  index: number,
): Promise<{ name: string; url: string; port: number }>;
export function restartRedis(dir: string): Promise<void>;
export interface Stack {
  dir: string;
  httpUrl: string;
  httpsUrl: string;
  instances: { name: string; url: string; port: number }[];
  databaseUrl: string;
  redisUrl: string;
  revalidateSecret: string;
}
export function startStack(options?: {
  dir?: string;
  instances?: number;
  env?: Record<string, string>;
  extraLocations?: string;
  log?: (line: string) => void;
}): Promise<Stack>;
