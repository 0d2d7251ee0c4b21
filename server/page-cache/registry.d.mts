export declare function registerPageCache(cache: { invalidate: () => Promise<void> }): void;
export declare function invalidatePageCache(): Promise<void>;
