export function isPrecompressed(dist: string): boolean;
export function brotliBytesIn(dist: string): (file: string) => number;
