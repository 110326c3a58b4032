import { Button } from '@hiram/ui';
import { usePackText, useT } from '../../../i18n/index.ts';
import { type ResourceState, ScreenLayout } from '../../../screen/index.ts';
import { fileText } from '../text/file/index.ts';
import { OrderCard } from './OrderCard.tsx';
import { OrderListSheet } from './OrderListSheet.tsx';
import { QuestionTypes } from './QuestionTypes.tsx';
import type { ShownOrder, StartScreen } from './startScreen.ts';

/** The start screen's data with the order the complaint is about. */
export interface StartData extends StartScreen {
  selected: ShownOrder | null;
}

export interface ComplaintStartViewProps {
  state: ResourceState<StartData>;
  onRetry: () => void;
  onBack: () => void;
  ordersOpen: boolean;
  onOpenOrders: () => void;
  onCloseOrders: () => void;
  onChooseOrder: (orderNo: string) => void;
  /** The collection type's sub-types are shown. */
  subTypesOpen: boolean;
  onChooseType: (value: string) => void;
  onChooseSubType: (value: string) => void;
  onMyComplaints: () => void;
}

/** `/complaint`: the order the complaint is about and the question types. */
export function ComplaintStartView({
  state,
  onRetry,
  onBack,
  ordersOpen,
  onOpenOrders,
  onCloseOrders,
  onChooseOrder,
  subTypesOpen,
  onChooseType,
  onChooseSubType,
  onMyComplaints,
}: ComplaintStartViewProps) {
  const t = usePackText(fileText);
  const app = useT();
  return (
    <ScreenLayout
      title={app('title.complaint')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={() => (
        <Button block variant="secondary" onClick={onMyComplaints}>
          {t('file.start.myComplaints')}
        </Button>
      )}
    >
      {(data) => (
        <>
          <OrderCard order={data.selected} onOpenOrders={onOpenOrders} />
          <QuestionTypes
            types={data.types}
            subTypes={data.subTypes}
            subTypesOpen={subTypesOpen}
            onChooseType={onChooseType}
            onChooseSubType={onChooseSubType}
          />
          <OrderListSheet
            open={ordersOpen}
            orders={data.orders}
            current={data.selected?.orderNo ?? null}
            onChoose={onChooseOrder}
            onClose={onCloseOrders}
          />
        </>
      )}
    </ScreenLayout>
  );
}
