import { Barcode, Dialog, readableCode } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { paymentText } from '../text/payment/index.ts';
import { barcodeValue } from './repayScreen.ts';

export interface ScanToPayDialogProps {
  open: boolean;
  payCode: string;
  /** The amount to pay, formatted: the dialog covers the screen's. */
  amount: string;
  onClose: () => void;
}

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Tall bars are easier for a handheld scanner to cross at arm's length. */
const BAR_HEIGHT = 112;

/**
 * scanToPay: the pay code as a Code 128 barcode the cashier scans, the code printed under it, and
 * the amount to pay.
 */
export function ScanToPayDialog({ open, payCode, amount, onClose }: ScanToPayDialogProps) {
  const t = usePackText(paymentText);
  const value = barcodeValue(payCode);
  return (
    <Dialog
      open={open}
      title={t('payment.scan.title')}
      onClose={onClose}
      actions={[
        { key: 'close', text: t('payment.scan.close'), variant: 'secondary', onClick: onClose },
      ]}
    >
      <Hint>{t('payment.scan.hint', { amount })}</Hint>
      <Barcode
        value={value}
        height={BAR_HEIGHT}
        label={t('payment.scan.label', { code: readableCode(value) })}
      />
    </Dialog>
  );
}
