import { expect, screen, waitFor, within } from 'storybook/test';
import { sentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { en } from '../../../i18n/index.ts';
import loanText from '../text/loan/en.ts';

/**
 * A confirm page while its offer (`detail`) and agreements are on their way, both asked at once:
 * the title and "Loading…", no loan button (`loanButton`: the server's label where it has one), and
 * no dialog ('Point out', the agreement modal, the promotion) before the data.
 */
export const loadsBothCalls =
  (detail: string, agreements: string, loanButton: string = loanText['loan.loanNow']) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: en['title.loanConfirm'] }),
    ).toBeVisible();
    const label = canvas.getByText(en['app.loading']);
    await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(sentTo(detail)).toHaveLength(1), WAIT);
    await expect(sentTo(agreements)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: loanText['loan.loanNow'] })).toBeNull();
    await expect(canvas.queryByRole('button', { name: loanButton })).toBeNull();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  };
