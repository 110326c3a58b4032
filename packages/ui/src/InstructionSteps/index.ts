export { InstructionSteps, type InstructionStepsProps } from './InstructionSteps.tsx';
export {
  type InstructionEntry,
  type InstructionGroup,
  type Instructions,
  type PayNotice,
  toInstructionGroups,
} from './instructionGroups.ts';
