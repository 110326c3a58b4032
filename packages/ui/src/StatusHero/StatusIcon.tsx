import type { ReactNode } from 'react';

/**
 * A status as `StatusHero` shows it: its icon, in the accent (`pending`, `processing`), green
 * (`success`), amber (`warning`) or red (`danger`, `failed`).
 */
export type StatusVariant = 'pending' | 'processing' | 'success' | 'warning' | 'danger' | 'failed';

const paths: Record<StatusVariant, ReactNode> = {
  pending: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  processing: (
    <>
      <path d="M5 9h12l-3-3" />
      <path d="M19 15H7l3 3" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 12.5l2.8 2.8L16.5 9.5" />
    </>
  ),
  warning: (
    <>
      <rect x="4.5" y="5.5" width="15" height="14" rx="2" />
      <path d="M4.5 10h15M9 3.5v4M15 3.5v4M12 13v2.5" />
    </>
  ),
  danger: (
    <>
      <path d="M12 4l9 15.5H3z" />
      <path d="M12 10v4M12 16.8v.2" />
    </>
  ),
  failed: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
};

/** The picture of a status; decorative, the status text beside it says the same. */
export function StatusIcon({ variant, size }: { variant: StatusVariant; size: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[variant]}
    </svg>
  );
}
