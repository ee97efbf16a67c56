import { QB_KEY } from '../../api/keys';

/** Under the bank's root key, so a bank-wide refresh refreshes these too. */
export const saKeys = {
  all: [...QB_KEY, 'shortAnswer'] as const,
  list: (filter: { catalogueId?: number; paperId?: number }) =>
    [...QB_KEY, 'shortAnswer', 'list', filter] as const,
  question: (id: number) => [...QB_KEY, 'shortAnswer', 'question', id] as const,
};
