export { getSession, setSession, startSession } from './currentSession.ts';
export { addressWithoutSession, emptySession, readSession, sessionQuery } from './session.ts';
export type { Session, SessionKey } from './sessionKeys.ts';
