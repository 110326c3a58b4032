import { Dialog } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import { fileText } from '../text/file/index.ts';

export interface SentDialogProps {
  open: boolean;
  /** The weekdays within which the complaint is answered (the loan terms). */
  answerDays: number;
  /** Escape: leave at once instead of waiting for the 1.5 s. */
  onClose: () => void;
  /** Called by its lazy layer, not by the modal: the modal's code could not come. */
  onUnavailable: () => void;
}

/** The success modal after Send; the page leaves for `/complaint` 1.5 s later. */
export function SentDialog({ open, answerDays, onClose }: SentDialogProps) {
  const t = usePackText(fileText);
  return (
    <Dialog open={open} onClose={onClose} title={t('file.describe.sent.title')}>
      {t('file.describe.sent.body', { days: answerDays })}
    </Dialog>
  );
}
