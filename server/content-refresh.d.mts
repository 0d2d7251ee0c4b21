export declare function contentRefreshSeconds(): number;
