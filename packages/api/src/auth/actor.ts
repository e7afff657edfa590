// Who made a staff change (decision 0013): the staff member, and the API key they acted through
// when the change came from an external caller. The application's history names both.

export interface StaffActor {
  id: string;
  /** Set when the change came through an API key made by this staff member. */
  apiKeyId?: string;
}

/** The history columns of a change made by `actor`. */
export const staffHistory = (actor: StaffActor) => ({
  actorId: actor.id,
  apiKeyId: actor.apiKeyId ?? null,
});
