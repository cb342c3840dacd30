import { useQuery } from '@apollo/client/react';

import { AccountMyCommentsQuery, AccountMyRatingsQuery } from '../queries.ts';
import { MyCommentsList } from './MyCommentsList.tsx';
import { MyRatingsList } from './MyRatingsList.tsx';
import { ProfileLoadState } from './ProfileLoadState.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * The profile's My Ratings and My Comments panels, each left out when the site's REST service does
 * not offer that feature (`communityFeatures`, a foreign upstream).
 */
export function ProfileCommunitySections() {
  const ratings = useQuery(AccountMyRatingsQuery);
  const comments = useQuery(AccountMyCommentsQuery);
  return (
    <>
      {ratings.data?.communityFeatures.ratings !== false && (
        <ProfileSection title="My Ratings">
          {ratings.data ? (
            <MyRatingsList ratings={ratings.data.myRatings} />
          ) : (
            <ProfileLoadState
              failed={ratings.error !== undefined}
              failureText="Failed to load ratings"
              loadingText="Loading ratings..."
              onRetry={() => void ratings.refetch().catch(() => undefined)}
            />
          )}
        </ProfileSection>
      )}
      {comments.data?.communityFeatures.comments !== false && (
        <ProfileSection title="My Comments">
          {comments.data ? (
            <MyCommentsList comments={comments.data.myComments} />
          ) : (
            <ProfileLoadState
              failed={comments.error !== undefined}
              failureText="Failed to load comments"
              loadingText="Loading comments..."
              onRetry={() => void comments.refetch().catch(() => undefined)}
            />
          )}
        </ProfileSection>
      )}
    </>
  );
}
