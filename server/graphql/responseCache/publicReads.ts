import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { BREAK, Kind, parse, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { LRUCache } from 'lru-cache';

import { queryLimits } from '../limits/queryLimits.ts';

/**
 * The root fields whose answers are the same for every anonymous visitor: the public catalogue, its
 * navigation and the site settings. Account, admin and moderation fields are never among them.
 */
export const publicRootFields: ReadonlySet<string> = new Set([
  'games',
  'game',
  'searchSuggestions',
  'searchGames',
  'home',
  'topDownloads',
  'genres',
  'genreCounts',
  'categories',
  'predefinedOptions',
  'siteSettings',
  'communityStats',
  'communityFeatures',
  '__typename',
]);

/**
 * Fields below the root (`Type.field`) whose answers no data version follows, or that depend on who
 * asks: a game's comments (written and moderated at any time, with the caller's likes and own
 * comments). An operation that selects one anywhere, fragments included, is never kept.
 */
export const liveFields: ReadonlySet<string> = new Set(['Game.comments']);

function selectsLiveField(schema: GraphQLSchema, document: DocumentNode): boolean {
  const types = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(types, {
      Field(node) {
        const parent = types.getParentType();
        if (!parent || !liveFields.has(`${parent.name}.${node.name.value}`)) return undefined;
        found = true;
        return BREAK;
      },
    }),
  );
  return found;
}

function selectedOperation(document: DocumentNode, operationName: string | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === operationName);
}

/**
 * Whether the operation is a query that selects only public root fields, each directly (a root
 * fragment could hide any field, so it makes the operation uncacheable), and no live field below
 * them. Unparsable text is not.
 */
function readsOnlyPublicData(
  schema: GraphQLSchema,
  query: string,
  operationName: string | undefined,
): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: queryLimits.tokens, noLocation: true });
  } catch {
    return false;
  }
  const operation = selectedOperation(document, operationName);
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && publicRootFields.has(selection.name.value),
    ) &&
    !selectsLiveField(schema, document)
  );
}

/** `readsOnlyPublicData`, remembered per operation text (a client sends the same few again and again). */
export function publicReadCheck(schema: GraphQLSchema, maxRemembered = 1000) {
  const known = new LRUCache<string, boolean>({ max: maxRemembered });
  return (query: string, operationName: string | undefined): boolean => {
    const key = `${operationName ?? ''}\n${query}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = readsOnlyPublicData(schema, query, operationName);
      known.set(key, answer);
    }
    return answer;
  };
}
