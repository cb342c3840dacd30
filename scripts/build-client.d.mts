/** Builds the client and its server renderer when their sources changed since the last build. */
export function buildClient(): void;
export function sourceHash(): string;
