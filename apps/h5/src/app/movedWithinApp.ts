import { createContext, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';

const MovedWithinApp = createContext(false);

export const MovedWithinAppProvider = MovedWithinApp.Provider;

/** Whether the borrower has left the screen the page opened on, by a link, a button or Back. */
export function useMovedWithinApp(): boolean {
  return useContext(MovedWithinApp);
}

/** For the shell, under the router: false on the page's first location, true from the next on. */
export function useTrackMovedWithinApp(): boolean {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey) setMoved(true);
  return moved;
}
