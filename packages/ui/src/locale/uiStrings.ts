/** Labels the components use when the caller gives none. */
export interface UiStrings {
  confirm: string;
  cancel: string;
  close: string;
  loading: string;
  rating: string;
  /** `{count}` is replaced by the stars chosen, `{total}` by the stars shown. */
  stars: string;
}

export type UiLocale = 'en' | 'zh-CN' | 'id';

export const uiStrings: Record<UiLocale, UiStrings> = {
  en: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading',
    rating: 'Rating',
    stars: '{count} of {total} stars',
  },
  'zh-CN': {
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    loading: '加载中',
    rating: '评分',
    stars: '{count} 星（共 {total} 星）',
  },
  id: {
    confirm: 'Konfirmasi',
    cancel: 'Batal',
    close: 'Tutup',
    loading: 'Memuat',
    rating: 'Penilaian',
    stars: '{count} dari {total} bintang',
  },
};
