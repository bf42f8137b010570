import { useSearchParams } from 'react-router';

/** The editor is a mode of /cv/:id (`?edit=1`), so "Review what Kairos read" can link straight to it. */
export function useEditMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === '1';
  return {
    editing,
    open: () => setSearchParams({ edit: '1' }, { preventScrollReset: true }),
    close: () => setSearchParams({}, { replace: true, preventScrollReset: true }),
  };
}
