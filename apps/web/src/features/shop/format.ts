/**
 * The money and time formatting moved to lib/format.ts, shared with VIP; import it from there.
 * This re-export serves the enlistment pages still being written against the old place.
 */
export { formatCountdown, formatDate, formatDateTime, yuan } from '../../lib/format';
