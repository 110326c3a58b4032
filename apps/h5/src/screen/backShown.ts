import { createContext, useContext } from 'react';

/** Whether a screen's back button has somewhere to go; the app's shell knows, a story shows it. */
const BackShown = createContext(true);

export const BackShownProvider = BackShown.Provider;
export const useBackShown = (): boolean => useContext(BackShown);
