import { Empty } from '@hiram/ui';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout } from '../../../screen/index.ts';
import { ScreenStatus } from '../../../screen/ScreenStatus.tsx';
import { followText } from '../text/follow/index.ts';

export interface MissingComplaintViewProps {
  /**
   * False while the prerendered page hydrates, before its query can be read: the loading
   * state then, as the detail shows while it loads.
   */
  queryKnown: boolean;
  onBack: () => void;
  /** Opens the borrower's complaints. */
  onOpenList: () => void;
}

/** `/complainDetails` without a `problemId`: what went wrong, and the way to the list. */
export function MissingComplaintView({
  queryKnown,
  onBack,
  onOpenList,
}: MissingComplaintViewProps) {
  const t = useT();
  const f = usePackText(followText);
  return (
    <ScreenLayout title={t('title.complainDetails')} onBack={onBack}>
      {queryKnown ? (
        <Empty
          title={f('follow.missing.title')}
          description={f('follow.missing.body')}
          action={{ text: f('follow.missing.toList'), onClick: onOpenList }}
        />
      ) : (
        <ScreenStatus status="loading" />
      )}
    </ScreenLayout>
  );
}
