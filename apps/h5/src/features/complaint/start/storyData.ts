import * as v from 'valibot';
import { problemInitSchema } from '../../../api/schemas/complaint.ts';
import { linkGuard } from '../../../link/index.ts';
import { problemInit } from '../../../mocks/complaint/fixtures.ts';
import type { StartData } from './ComplaintStartView.tsx';
import { selectedOrder, startScreen } from './startScreen.ts';

type InitInput = v.InferInput<typeof problemInitSchema>;

/** The fixture `problem-init` as the start view receives it, with `chosenNo` selected. */
export function storyStart(values: Partial<InitInput> = {}, chosenNo: string | null = null) {
  const screen = startScreen(
    v.parse(problemInitSchema, { ...problemInit(), ...values }),
    linkGuard.image,
  );
  const data: StartData = { ...screen, selected: selectedOrder(screen, chosenNo) };
  return { status: 'ready' as const, data };
}
