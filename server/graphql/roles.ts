/** Admins and moderators see inactive games and the moderation data. */
export const isStaffRole = (role: string | undefined) => role === 'admin' || role === 'moderator';
