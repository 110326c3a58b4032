export { RepayPlan, type RepayPlanItem, type RepayPlanProps } from './RepayPlan.tsx';
