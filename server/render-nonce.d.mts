export declare const NONCE_HEADER: string;
export declare function newNonce(): string;
