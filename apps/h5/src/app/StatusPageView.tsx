import { Empty, NavBar } from '@hiram/ui';
import type { ReactNode } from 'react';

export interface StatusPageViewProps {
  title: string;
  heading: ReactNode;
  body: ReactNode;
  actionText?: string;
  onAction?: () => void;
  onBack: () => void;
  backLabel: string;
}

/** A page that only says where the borrower is: not found, not built yet. */
export function StatusPageView({
  title,
  heading,
  body,
  actionText,
  onAction,
  onBack,
  backLabel,
}: StatusPageViewProps) {
  return (
    <>
      <NavBar title={title} onBack={onBack} backLabel={backLabel} />
      <Empty
        title={heading}
        description={body}
        action={actionText && onAction ? { text: actionText, onClick: onAction } : undefined}
      />
    </>
  );
}
