import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { withoutBase } from './site-base.ts';

interface ShellState {
  /** Id of the open modal, or null. Only one modal is open at a time. */
  openModalId: string | null;
  openModal: (id: string) => void;
  closeModal: () => void;
}

const ShellContext = createContext<ShellState | null>(null);

/** App-shell state shared by every page: the open modal (spec §2, §4). */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // A modal belongs to the page it was opened on: any route change closes it.
  const [modal, setModal] = useState<{ id: string; pathname: string } | null>(null);
  const openModalId = modal && modal.pathname === pathname ? modal.id : null;
  const openModal = useCallback(
    (id: string) => setModal({ id, pathname: withoutBase(window.location.pathname) }),
    [],
  );
  const closeModal = useCallback(() => setModal(null), []);

  // Every route change scrolls to top. Not the first render: the browser has already put a fresh page where
  // it belongs (at its #anchor, or where it was before a reload). Nor back/forward, which return to where the
  // visitor was, nor a link to an #anchor, which lands on it: <ScrollRestoration> (root.tsx) does both.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only the pathname decides: a new #anchor or ?query on the same page is not a route change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // Page scrolling is locked while a modal is open.
  useEffect(() => {
    if (!openModalId) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    root.dataset.scrollLocked = 'true';
    return () => {
      root.style.overflow = previous;
      delete root.dataset.scrollLocked;
    };
  }, [openModalId]);

  const value = useMemo(
    () => ({ openModalId, openModal, closeModal }),
    [openModalId, openModal, closeModal],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside <ShellProvider>');
  return state;
}
