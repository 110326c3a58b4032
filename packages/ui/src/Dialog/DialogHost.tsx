import { useSyncExternalStore } from 'react';
import { cancel, confirm } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { Dialog, type DialogAction } from './Dialog.tsx';
import { dialogQueue } from './dialogHelpers.ts';

/** Shows the dialogs `confirm()` and `alert()` ask for. Mount once, inside the ThemeProvider. */
export function DialogHost() {
  const request = useSyncExternalStore(
    dialogQueue.subscribe,
    dialogQueue.current,
    dialogQueue.current,
  );
  const strings = useUiLabels({ cancel, confirm });
  // Closed, the Dialog shows nothing but fetches its code, so the first request opens at once.
  if (!request) return <Dialog open={false} />;

  const answer = (confirmed: boolean) => () => dialogQueue.settle(request.id, confirmed);
  const actions: DialogAction[] = [
    { key: 'confirm', text: request.confirmText ?? strings.confirm, onClick: answer(true) },
  ];
  if (request.cancellable) {
    actions.unshift({
      key: 'cancel',
      text: request.cancelText ?? strings.cancel,
      variant: 'secondary',
      onClick: answer(false),
    });
  }

  return (
    <Dialog
      key={request.id}
      open
      role="alertdialog"
      title={request.title}
      actions={actions}
      onClose={answer(false)}
    >
      {request.content}
    </Dialog>
  );
}
