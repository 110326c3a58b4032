import type { MockStore } from '../domains.ts';
import { type Backend, type CallInput, fail, field, ok } from '../shared/answers.ts';
import { uploadedImage } from '../shared/images.ts';
import { COLLECTION_TYPE, type StoredComplaint } from './fixtures.ts';

function titleOf(
  options: readonly { title?: unknown; value?: unknown }[] | null | undefined,
  value: string,
) {
  const match = options?.find((option) => String(option.value) === value);
  return match ? String(match.title) : '';
}

function listItem(complaint: StoredComplaint) {
  const { id, time, type, content } = complaint;
  return { id, time, type, content };
}

export function complaintBackend(store: MockStore) {
  const findComplaint = (input: CallInput) =>
    store.complaints.find((complaint) => complaint.id === field(input, 'problemId'));

  return {
    problemInit: () => ok(store.problemInit),
    problemDetail: (input) => {
      const complaint = findComplaint(input);
      if (!complaint) return fail(1, 'Complaint not found');
      const { id, type, sonType, content, images, disposeDetail, disposeImages, isNeedScore } =
        complaint;
      return ok({
        problemId: id,
        type,
        sonType,
        content,
        images,
        disposeDetail,
        disposeImages,
        isNeedScore,
      });
    },
    saveScore: (input) => {
      const complaint = findComplaint(input);
      if (!complaint) return fail(1, 'Complaint not found');
      complaint.isNeedScore = 0;
      return ok(null);
    },
    uploadProblemImg: async ({ request }) => {
      const image = (await request.formData()).get('problemImage');
      if (!(image instanceof Blob) || !image.type.startsWith('image/')) {
        return fail(1, 'Please choose a picture');
      }
      const id = store.nextId('upload-');
      store.uploads.set(id, image);
      return ok({ url: uploadedImage(id) });
    },
    problemSave: (input) => {
      const type = field(input, 'problemType');
      const images = field(input, 'problemImage');
      store.complaints.unshift({
        id: store.nextId('P'),
        time: Math.floor(store.now() / 1000),
        type: titleOf(store.problemInit.problemType, type),
        sonType:
          type === COLLECTION_TYPE
            ? titleOf(store.problemInit.problemSonType, field(input, 'problemSonType'))
            : '',
        content: field(input, 'problemDetail'),
        images: images.split(',').filter(Boolean),
        disposeDetail: '',
        disposeImages: [],
        // The demo backend asks a rating for each new complaint until it is rated, so the demo
        // journey can file a complaint and then rate it on its detail page.
        isNeedScore: 1,
        orderNo: field(input, 'orderNo'),
      });
      return ok(null);
    },
    problemList: () =>
      ok({
        tabs: [
          {
            name: 'Processing',
            list: store.complaints.filter((c) => !c.disposeDetail).map(listItem),
          },
          {
            name: 'Completed',
            list: store.complaints.filter((c) => c.disposeDetail).map(listItem),
          },
        ],
      }),
  } satisfies Partial<Backend>;
}
