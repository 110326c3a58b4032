export { FoldList, type FoldListProps, type FoldListRow } from './FoldList.tsx';
