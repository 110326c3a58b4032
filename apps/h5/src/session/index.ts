export { getSession, setSession, startSession } from './currentSession.ts';
export { orderRefFrom } from './orderRef.ts';
export {
  emptySession,
  readSession,
  sessionQuery,
  tidyAddress,
  withPageProduct,
} from './session.ts';
export { SESSION_KEYS, type Session, type SessionKey } from './sessionKeys.ts';
