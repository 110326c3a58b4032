import type { ReactNode } from 'react';
import { ScreenLayout } from '../../../screen/index.ts';
import { HelpBanner } from './HelpBanner.tsx';
import { PaymentMethodButton, PaymentPicker } from './PaymentMethod.tsx';
import { RepaySummary } from './RepaySummary.tsx';
import type { RepayScreenBase } from './repayScreen.ts';
import type { RepayScreenProps } from './screenProps.ts';

/** The figures a repayment screen leads with, below its product. */
export interface RepayHeadline {
  amountLabel: string;
  amount: string;
  dateLabel: string;
  date: string;
}

export interface RepayFrameProps<TScreen extends RepayScreenBase>
  extends Omit<RepayScreenProps<TScreen>, 'onOpenPayCode'> {
  title: string;
  headline: (screen: TScreen) => RepayHeadline;
  /** The screen's own part, between the help banner and the channels. */
  children: (screen: TScreen) => ReactNode;
}

/**
 * What every repayment screen is made of: its product, figures and notice, the help banner,
 * its own part, the channels, and the 'Payment' button below.
 */
export function RepayFrame<TScreen extends RepayScreenBase>({
  title,
  state,
  onRetry,
  onBack,
  helpHref,
  onOpenHelp,
  payment,
  headline,
  children,
}: RepayFrameProps<TScreen>) {
  return (
    <ScreenLayout
      title={title}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={(screen) => (
        <PaymentMethodButton
          channels={screen.channels}
          payment={payment}
          hasPayCode={screen.payCode !== null}
        />
      )}
    >
      {(screen) => (
        <>
          <RepaySummary
            productName={screen.productName}
            productLogo={screen.productLogo}
            notice={screen.noticeMsg}
            {...headline(screen)}
          />
          {screen.showHelp && <HelpBanner href={helpHref} onOpen={onOpenHelp} />}
          {children(screen)}
          <PaymentPicker channels={screen.channels} payment={payment} />
        </>
      )}
    </ScreenLayout>
  );
}
