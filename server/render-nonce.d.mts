export declare const NONCE_HEADER: string;
export declare function newNonce(now?: number, key?: Uint8Array): string;
export declare function nonceStampedAt(nonce: string, key?: Uint8Array): number | null;
