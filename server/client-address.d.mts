import type { IncomingMessage } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: 'x-wasla-client-address';
export declare function clientAddress(request: IncomingMessage, trustProxy: boolean): string;
