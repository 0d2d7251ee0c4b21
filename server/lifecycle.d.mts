export function onShutdown(name: string, close: () => Promise<void>): void;
export function runShutdownHooks(timeoutMs: number): Promise<void>;
