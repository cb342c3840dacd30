import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const defaultQuery = `# Gamevault GraphQL API. Press the run button (or Ctrl-Enter).
query NewestGames {
  games(limit: 5, sort: NEWEST) {
    totalCount
    nodes {
      slug
      title
      developer
      genres { label }
    }
  }
}
`;

const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const root = document.getElementById('playground');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </StrictMode>,
  );
}
