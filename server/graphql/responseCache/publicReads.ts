import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Kind, parse } from 'graphql';
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
  'categories',
  'predefinedOptions',
  'siteSettings',
  '__typename',
]);

function selectedOperation(document: DocumentNode, operationName: string | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === operationName);
}

/**
 * Whether the operation is a query that selects only public root fields, each directly (a root
 * fragment could hide any field, so it makes the operation uncacheable). Unparsable text is not.
 */
function readsOnlyPublicData(query: string, operationName: string | undefined): boolean {
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
    )
  );
}

/** `readsOnlyPublicData`, remembered per operation text (a client sends the same few again and again). */
export function publicReadCheck(maxRemembered = 1000) {
  const known = new LRUCache<string, boolean>({ max: maxRemembered });
  return (query: string, operationName: string | undefined): boolean => {
    const key = `${operationName ?? ''}\n${query}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = readsOnlyPublicData(query, operationName);
      known.set(key, answer);
    }
    return answer;
  };
}
