/**
 * The request shapes are the endpoint contracts' (`@shangan/shared/contracts/accounts`); what
 * stays here reads their values.
 */

/** 'keep me logged in' (`remember`) is ticked when it arrives as '1' or 'true'. */
export function isKeepLoggedIn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
