/** Top-level comments per page and per "Show more" (issue 32). */
export const commentPageSize = 20;

/** The variables of the `page`-th page (0 first) of a game's comments. */
export const commentPage = (slug: string, page: number) => ({
  slug,
  offset: page * commentPageSize,
  limit: commentPageSize,
});

/** What a page's answer tells the list around it. */
export interface CommentPageState {
  loading: boolean;
  failed: boolean;
  /** Top-level comments in all, once answered. */
  total?: number;
  hasMore?: boolean;
}
