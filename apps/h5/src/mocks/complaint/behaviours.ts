import type { MockStore } from '../domains.ts';
import { failOn, type ScenarioBehaviour } from '../shared/behaviour.ts';
import type { ComplaintScenario } from './scenarios.ts';

export const complaintBehaviours: Record<ComplaintScenario, ScenarioBehaviour> = {
  'upload-rejected': failOn(['uploadProblemImg'], 1, 'The picture is larger than 5 MB'),
  'score-rejected': failOn(['saveScore'], 1, 'You have already rated this complaint'),
};

export function emptyComplaintLists(store: MockStore): void {
  store.problemInit.orderList = [];
  store.problemInit.orderDetail = null;
  store.complaints = [];
}
