export { SelectList, type SelectListItem, type SelectListProps } from './SelectList.tsx';
