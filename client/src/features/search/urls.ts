export const searchUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`;
