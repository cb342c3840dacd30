import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { messages } from '../../../../../shared/validation/messages.ts';
import type { AccountMyComments } from '../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../lib/format.ts';
import { truncate } from '../../../lib/truncate.ts';
import { PagedProfileList } from './PagedProfileList.tsx';
import { ProfileGameRow } from './ProfileGameRow.tsx';

/** How much of a comment the profile shows: the game page has the rest. */
const excerptLength = 160;

/**
 * The signed-in visitor's comments, newest first: an excerpt (text, never markup), the game, the day,
 * and whether a moderator has hidden it (then only its author and the staff see it).
 */
export function MyCommentsList({ comments }: { comments: AccountMyComments['myComments'] }) {
  if (comments.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No comments yet. Comments you write on a game&apos;s page are listed here.
      </Typography>
    );
  }
  return (
    <PagedProfileList label="My comments" items={comments}>
      {({ id, game, content, status, createdAt }) => (
        <ProfileGameRow key={id} game={game}>
          <Box component="span" sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}>
            {truncate(content, excerptLength)}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {formatDate(createdAt)}
            {status === 'hidden' && (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {` · ${messages.comment.hiddenByModerator}`}
              </Box>
            )}
          </Box>
        </ProfileGameRow>
      )}
    </PagedProfileList>
  );
}
