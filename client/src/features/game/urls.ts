export const gameUrl = (slug: string) => `/game/${encodeURIComponent(slug)}`;
