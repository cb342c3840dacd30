import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';

import { useEmailVerification } from '../../account/useEmailVerification.ts';
import { GameSection } from '../components/GameSection.tsx';
import { CommentList } from './CommentList.tsx';
import { NewCommentForm } from './NewCommentForm.tsx';
import { CommentsFeatureQuery } from './queries.ts';
import { SignInToComment } from './SignInToComment.tsx';
import { useCommentViewer } from './useCommentViewer.ts';

interface Props {
  gameId: string;
  slug: string;
}

/**
 * The game page's comments (issue 32): everyone reads them, newest first; signed-in accounts with a
 * verified address write them. Hidden where the REST service has no comments (a foreign upstream).
 */
export default function CommentsSection({ gameId, slug }: Props) {
  const { data } = useQuery(CommentsFeatureQuery);
  const viewer = useCommentViewer();
  const { unverified } = useEmailVerification();
  if (data?.communityFeatures.comments === false) return null;
  return (
    <GameSection title="Comments">
      <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        {!viewer.signedIn && <SignInToComment />}
        {/* An unverified address: the page's notice above the comments says why there is no form. */}
        {viewer.signedIn && !unverified && (
          <NewCommentForm gameId={gameId} displayName={viewer.displayName} />
        )}
      </Box>
      <CommentList gameId={gameId} slug={slug} viewer={viewer} />
    </GameSection>
  );
}
