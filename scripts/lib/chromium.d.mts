// Types for the TypeScript callers (Playwright's config, browser specs) of chromium.mjs.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function ensureChromium(): void;
