export { LoanSummary, type LoanSummaryProps } from './LoanSummary.tsx';
