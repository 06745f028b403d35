import { useEffect, useRef } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';

const FROM_LIST = { fromList: true } as const;

/**
 * One record of a list at its own URL (`<listPath>/:id`, keeping the list's query), shown in a
 * drawer over the list: the URL survives a reload and can be shared, Back closes the drawer, and
 * closing it returns focus to the record's row (its `data-record-id` button).
 */
export function useRoutedRecord(listPath: string) {
  const match = useMatch(`${listPath}/:id`);
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const id = match?.params.id;
  const lastOpened = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (id) {
      lastOpened.current = id;
      return;
    }
    const opened = lastOpened.current;
    if (!opened) return;
    lastOpened.current = undefined;
    // After the drawer's own close has run, so that it does not take the focus back to the body.
    const timer = setTimeout(() => document.querySelector<HTMLElement>(`[data-record-id="${CSS.escape(opened)}"]`)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [id]);

  const urlOf = (recordId: string) => ({ pathname: `${listPath}/${encodeURIComponent(recordId)}`, search });
  return {
    id,
    urlOf,
    linkState: FROM_LIST,
    open: (recordId: string) => navigate(urlOf(recordId), { state: FROM_LIST }),
    /** Back to the list as it was: one step back when the list opened the record, else to the list's URL. */
    close: () => {
      if ((state as { fromList?: boolean } | null)?.fromList) navigate(-1);
      else navigate({ pathname: listPath, search }, { replace: true });
    },
  };
}
