/** The GraphQL operations the benchmarks send. */
export const queries = {
  'games page (50)': `query GameListPage { games(limit: 50, sort: NEWEST) { totalCount nodes { id slug title
    category imageUrl views size rating genres { value label } } } }`,
  'games page (100)': `query GameListPage100 { games(limit: 100, sort: NEWEST) { totalCount nodes { id slug
    title category imageUrl views size rating genres { value label } } } }`,
  suggestions: `query Suggest($q: String!) { searchSuggestions(q: $q) { slug title imageUrl views rating } }`,
};

export const post = (url: string, query: string, variables?: Record<string, unknown>) => ({
  url,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(variables ? { query, variables } : { query }),
});
