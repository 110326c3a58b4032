import { Empty } from '@hiram/ui';

export interface NoPayCodeProps {
  title: string;
  description: string;
  /** 'Go to my order'. */
  actionText: string;
  onGoToOrder: () => void;
}

/** In place of a code the screen cannot show: what happened and the way back to the order. */
export function NoPayCode({ title, description, actionText, onGoToOrder }: NoPayCodeProps) {
  return (
    <Empty
      title={title}
      description={description}
      action={{ text: actionText, onClick: onGoToOrder }}
    />
  );
}
