import { Empty } from '@hiram/ui';
import type { ReactNode } from 'react';
import { ScreenLayout } from '../screen/index.ts';

export interface StatusPageViewProps {
  title: string;
  heading: ReactNode;
  body: ReactNode;
  actionText: string;
  onAction: () => void;
  onBack: () => void;
}

/** A page that only says where the borrower is, with one way out. */
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
      <Empty title={heading} description={body} action={{ text: actionText, onClick: onAction }} />
    </ScreenLayout>
  );
}
