import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminDashboard } from '../../../graphql/__generated__/operations.ts';

export const AdminDashboardQuery: TypedDocumentNode<AdminDashboard> = gql`
  query AdminDashboard {
    dashboardStats {
      totalGames
      totalDownloads
      totalStars
      totalViews
      totalRatings
      totalShares
      gamesAddedLast30Days
      topGames {
        id
        slug
        title
        imageUrl
        downloads
        views
      }
    }
  }
`;
