import { spyOn } from 'storybook/test';

/** For stories: the Clipboard API and the `execCommand('copy')` fallback, stubbed. */
export const clipboardStubs = {
  /** What the fallback's hidden field had selected when `execCommand('copy')` ran. */
  selectedOnCopy: null as string | null,

  /** The Clipboard API takes the text. */
  accept() {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },

  /** The Clipboard API refuses, as in-app browsers do. */
  reject() {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
  },

  /** `execCommand('copy')` answers `result` and records the selected text. */
  fallback(result: boolean) {
    clipboardStubs.selectedOnCopy = null;
    spyOn(document, 'execCommand').mockImplementation((command: string) => {
      const field = document.activeElement;
      if (command !== 'copy' || !(field instanceof HTMLTextAreaElement)) return false;
      clipboardStubs.selectedOnCopy = field.value.slice(field.selectionStart, field.selectionEnd);
      return result;
    });
  },
};
