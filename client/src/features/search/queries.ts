import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { HeaderSearch, HeaderSearchVariables } from '../../graphql/__generated__/operations.ts';

export const HeaderSearchQuery: TypedDocumentNode<HeaderSearch, HeaderSearchVariables> = gql`
  query HeaderSearch($q: String!) {
    searchSuggestions(q: $q) {
      id
      slug
      title
      imageUrl
      views
      rating
      totalRatings
    }
  }
`;
