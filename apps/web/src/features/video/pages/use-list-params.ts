import { useSearchParams } from 'react-router';
import { positiveInt } from '../params';

/** The page number in the address bar and a way to change the query that resets it. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const setPage = (value: number) => update({ page: value === 1 ? null : String(value) });
  return { params, page, update, setPage };
}
