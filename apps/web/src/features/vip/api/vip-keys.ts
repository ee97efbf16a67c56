/** Every VIP query lives under this key, so a settled payment refreshes them all at once. */
export const VIP_KEY = ['vip'] as const;
