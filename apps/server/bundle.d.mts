/** See bundle.mjs. */
export declare function bundle(outdir: string, entryPoints: string[]): Promise<void>;
