export { getSession, setSession, startSession } from './currentSession.ts';
export { orderRefFrom } from './orderRef.ts';
export {
  addressWithoutSession,
  emptySession,
  readSession,
  sessionQuery,
  withPageProduct,
} from './session.ts';
export { SESSION_KEYS, type Session, type SessionKey } from './sessionKeys.ts';
