import { useEffect } from 'react';

const DEFAULT_TITLE = 'Kairos — career intelligence';

/** Sets the tab title while the calling page is shown; the default comes back when it leaves. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
