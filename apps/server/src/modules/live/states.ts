/** Chat is open before and during the class; after it the room is a record. */
export function chatOpen(state: string): boolean {
  return state === 'scheduled' || state === 'live';
}
