/** The signed-in person's feedback; their id is in the key, so a new login starts afresh. */
export function myFeedbackKey(userId: number | null, ...rest: unknown[]) {
  return ['support', 'feedback', userId ?? 0, ...rest] as const;
}
