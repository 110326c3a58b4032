import { SandboxedFrame } from '../screen/SandboxedFrame.tsx';
import { type LinkGuard, linkGuard } from './linkGuard.ts';

export interface SafeFrameProps {
  /** Server- or URL-given address; shown only when the link guard allows it. */
  src: string | null | undefined;
  /** Names the embedded page for screen readers. */
  title: string;
  className?: string;
  guard?: Pick<LinkGuard, 'check'>;
}

/** Checks `src` with the link guard, quietly, and embeds it in a sandbox or shows the refusal. */
export function SafeFrame({ src, title, className, guard = linkGuard }: SafeFrameProps) {
  const link = guard.check(src);
  return (
    <SandboxedFrame src={link.ok ? link.url : undefined} title={title} className={className} />
  );
}
