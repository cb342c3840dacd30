import { readFileSync } from 'node:fs';

import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

// The floor for the GraphQL list: Apollo Server alone, answering the same query from memory.
const [pageFile, port] = process.argv.slice(2);
const page: unknown = JSON.parse(readFileSync(pageFile ?? '', 'utf8'));
const server = new ApolloServer({
  typeDefs: readFileSync('schema.graphql', 'utf8'),
  resolvers: { Query: { games: () => page } },
});
await startStandaloneServer(server, { listen: { port: Number(port), host: '127.0.0.1' } });
process.send?.('ready');
