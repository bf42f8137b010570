import { useSearchParams } from 'react-router';

/** The chosen tab lives in the address (?tab=…), so a reload or a link keeps it; the first tab has none. */
export function useTab<T extends string>(tabs: readonly T[]): [T, (tab: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const current = search.get('tab');
  const first = tabs[0] as T;
  const value = current !== null && (tabs as readonly string[]).includes(current) ? (current as T) : first;
  return [value, (tab) => setSearch(tab && tab !== first ? { tab } : {}, { replace: true, preventScrollReset: true })];
}
