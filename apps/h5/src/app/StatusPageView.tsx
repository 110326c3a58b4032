import { Empty } from '@hiram/ui';
import type { ReactNode } from 'react';
import { ScreenLayout } from '../screen/index.ts';

export interface StatusPageViewProps {
  title: string;
  heading: ReactNode;
  body: ReactNode;
  actionText?: string;
  onAction?: () => void;
  onBack: () => void;
}

/** A page that only says where the borrower is: not found, not built yet. */
export function StatusPageView({
  title,
  heading,
  body,
  actionText,
  onAction,
  onBack,
}: StatusPageViewProps) {
  return (
    <ScreenLayout title={title} onBack={onBack}>
      <Empty
        title={heading}
        description={body}
        action={actionText && onAction ? { text: actionText, onClick: onAction } : undefined}
      />
    </ScreenLayout>
  );
}
