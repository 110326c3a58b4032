import { toast } from '@hiram/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { complaintApi, isApiError, mayHaveLanded, unsureOutcome } from '../../../api/index.ts';
import { loanTerms } from '../../../config/loanTerms.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import {
  mapReady,
  useBackWaits,
  useNavigateOnce,
  useResource,
  useReturnTo,
  visibleTimeout,
} from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { browserStorage, forget, ORDER_KEYS } from '../shared/complaintStorage.ts';
import { fileText } from '../text/file/index.ts';
import type { ComplaintDescribeViewProps, DescribeData } from './ComplaintDescribeView.tsx';
import { chosenTags, describeQuery } from './describeQuery.ts';
import { draftKey, draftKeysOf, readDraft, saveDraft } from './draft.ts';
import { loadImageUploader } from './lazyImageUploader.tsx';
import { loadSentDialog } from './lazyLayers.ts';
import { sendDecision } from './submission.ts';
import { restoredUploads, uploadedUrls } from './uploads.ts';
import { useImageUploads } from './useImageUploads.ts';

/** Spec section 9: how long the success modal shows before the page returns to `/complaint`. */
export const SENT_MODAL_MS = 1500;
/** How long the modal's code is waited for: `PendingLayer`'s hold. */
const SENT_CODE_WAIT_MS = 8000;

/** The state and actions of `/complainPageNext`. */
export function useComplaintDescribe(): ComplaintDescribeViewProps {
  const t = usePackText(fileText);
  const app = useT();
  const navigate = useNavigateOnce();
  const { search } = useLocation();
  const query = useMemo(() => describeQuery(search), [search]);
  const key = query ? draftKey(query) : null;
  // The type titles come from the same call as on `/complaint`; the query holds only values.
  const { orderId } = orderRefFrom(search, getSession());
  const { state: loaded, retry } = useResource(
    (signal) => {
      if (!query) return Promise.resolve(null);
      // The uploader's code travels beside the form's data, not after the form has drawn; a
      // failure here is met again, and shown, when the form asks for it.
      loadImageUploader().catch(() => undefined);
      return complaintApi.getProblemInit(orderId, { signal });
    },
    [orderId, query !== null],
  );
  const state = useMemo(
    () =>
      mapReady(loaded, (init): DescribeData => {
        const tags = init && query ? chosenTags(init, query) : null;
        return tags && query ? { kind: 'form', tags, orderNo: query.orderNo } : { kind: 'invalid' };
      }),
    [loaded, query],
  );

  const [detail, setDetail] = useState('');
  const [detailRefusals, setDetailRefusals] = useState(0);
  const pictures = useImageUploads(app('api.error'), t('file.describe.notPicture'));
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const sending = useRef(false);
  // While the complaint is on its way, Back waits for it: left then, it would be filed unseen,
  // its draft gone, and the borrower would write it again.
  const onBack = useBackWaits(() => sending.current, busy);
  /** The draft is written only once the stored one has been read. */
  const [restored, setRestored] = useState(false);

  // Storage exists only in the browser: the draft comes back after the first render.
  const { restore } = pictures;
  useEffect(() => {
    if (!key) return;
    const draft = readDraft(browserStorage, key);
    if (draft) {
      setDetail(draft.detail);
      restore(restoredUploads(draft.images, linkGuard.image));
    }
    setRestored(true);
  }, [key, restore]);

  const { uploads, uploadedKey } = pictures;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `uploadedKey` stands for the uploaded URLs
  useEffect(() => {
    if (!key || !restored || sending.current) return;
    saveDraft(browserStorage, key, { detail, images: uploadedUrls(uploads) });
  }, [key, restored, detail, uploadedKey]);

  /** Sent: back to `/complaint`, so Back does not return to a spent form. */
  const leave = useReturnTo(paths.complaint.href());

  // The modal's 1.5 s count from when its code is here, and only while the page shows, so it is
  // seen; code that stalls is waited for as long as the cover that stands for it holds the page.
  useEffect(() => {
    if (!sent) return;
    let cancel: (() => void) | undefined;
    let gone = false;
    const show = () => {
      if (gone || cancel) return;
      clearTimeout(stalled);
      cancel = visibleTimeout(leave, SENT_MODAL_MS);
    };
    const stalled = setTimeout(show, SENT_CODE_WAIT_MS);
    loadSentDialog().then(show, show);
    return () => {
      gone = true;
      clearTimeout(stalled);
      cancel?.();
    };
  }, [sent, leave]);

  const onSend = async () => {
    if (!query || !key || sending.current) return;
    const decision = sendDecision(query, detail, uploads);
    switch (decision.kind) {
      case 'empty':
        setDetailRefusals((count) => count + 1);
        toast.show(t('file.describe.empty'));
        return;
      case 'uploading':
        toast.show(t('file.describe.stillUploading'));
        return;
      case 'uploadFailed':
        toast.show(t('file.describe.uploadFailed'));
        return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await complaintApi.saveProblem(decision.submission);
    } catch (error) {
      // The client has toasted the server's message; everything typed stays.
      if (!isApiError(error)) throw error;
      // With no answer to trust, the complaint may be filed: the list shows whether it is, and
      // Back brings the form as it was (its draft is kept), so nothing is sent twice unseen.
      if (mayHaveLanded(error, navigator.onLine)) {
        toast.show(unsureOutcome(error, t('file.describe.unanswered'), app('api.error')));
        navigate(paths.complaintList.href());
        return;
      }
      sending.current = false;
      setBusy(false);
      return;
    }
    // Sent: it stays busy until the page has left, so nothing is sent twice.
    forget(browserStorage, [...draftKeysOf(browserStorage, query.orderNo), key, ...ORDER_KEYS]);
    setSent(true);
  };

  const shown = uploads.filter((upload) => upload.previewUrl);
  return {
    state,
    onRetry: retry,
    onBack,
    onStartAgain: () => navigate(paths.complaint.href()),
    detail,
    onDetailChange: (next) => {
      setDetail(next);
      setDetailRefusals(0);
    },
    detailRefusals,
    images: uploads,
    onAddImage: pictures.add,
    onRemoveImage: pictures.remove,
    onRetryImage: pictures.retry,
    onPreviewImage: (id) => setPreviewIndex(shown.findIndex((upload) => upload.id === id)),
    preview:
      previewIndex === null || previewIndex < 0
        ? null
        : {
            images: shown.map((upload, index) => ({
              src: upload.previewUrl,
              alt: t('file.describe.picture', { index: index + 1, total: shown.length }),
            })),
            index: previewIndex,
          },
    onPreviewIndexChange: setPreviewIndex,
    onClosePreview: () => setPreviewIndex(null),
    onSend,
    busy,
    sent,
    answerDays: loanTerms.complaintAnswerWithinWeekdays,
    onSentClose: leave,
    onSentUnavailable: () =>
      toast.show(
        `${t('file.describe.sent.title')} ${t('file.describe.sent.body', { days: loanTerms.complaintAnswerWithinWeekdays })}`,
      ),
  };
}
