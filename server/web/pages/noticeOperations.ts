import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Kind, OperationTypeNode } from 'graphql';

import { messages } from '../../../shared/validation/messages.ts';
import { errorBody } from '../../graphql/errors.ts';
import type { ExecuteOperation } from './ssrBundle.ts';

/** The root fields the maintenance notice reads: the site's name and contact address. */
const noticeFields: ReadonlySet<string> = new Set(['siteSettings', '__typename']);

function operationOf(query: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const operations = query.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (name === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === name);
}

/** A query whose every root selection is a field (no fragment) the notice reads. */
function readsOnlyNoticeFields(query: DocumentNode, operationName: string | undefined): boolean {
  const operation = operationOf(query, operationName);
  return (
    operation?.operation === OperationTypeNode.QUERY &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && noticeFields.has(selection.name.value),
    )
  );
}

/**
 * A page's operations while the site is in maintenance: what the notice shows (the site settings)
 * is answered, every other operation is refused without running. Whatever the page asks for, no
 * catalogue data reaches its HTML or the cache state it carries.
 */
export function noticeOperationsOnly(execute: ExecuteOperation): ExecuteOperation {
  return (request) =>
    readsOnlyNoticeFields(request.query, request.operationName)
      ? execute(request)
      : Promise.resolve(errorBody('FORBIDDEN', messages.forbidden));
}
