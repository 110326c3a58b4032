import { failOn, type ScenarioBehaviour } from '../shared/behaviour.ts';
import type { PromoScenario } from './scenarios.ts';

export const promoBehaviours: Record<PromoScenario, ScenarioBehaviour> = {
  'code-101': failOn(['getSms'], 101, 'The image code is wrong. Please enter the new one.'),
  'code-11': failOn(['getSms', 'register'], 11, 'This phone number is already registered'),
  'code-minus-1': failOn(['register'], -1, 'The SMS code has expired. Please try again.'),
  /** A code the spec gives no action: the message only. */
  'register-refused': failOn(['register'], 20001, 'Registration is paused'),
};
