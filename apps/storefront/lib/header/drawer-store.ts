// Whether the narrow screens' navigation drawer is open: the burger button (in the logo row) and
// the drawer (with the navigation's data) are separate client islands and share this one switch.

type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

export const drawerStore = {
  isOpen: (): boolean => open,
  set(next: boolean): void {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
