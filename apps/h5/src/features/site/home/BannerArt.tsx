import { useTheme } from 'styled-components';

/**
 * The home page's banner, drawn inline: it is the page's largest picture, so it paints with the
 * HTML instead of waiting for a file of its own. Decoration: the headline beside it says it all.
 * In the brand's colours (the peso coin aside).
 */
export function BannerArt({ className }: { className?: string }) {
  const { color } = useTheme();
  return (
    <svg
      className={className}
      viewBox="0 0 320 200"
      width="320"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="200" rx="16" fill={color.accentSoft} />
      <rect x="112" y="24" width="96" height="156" rx="14" fill={color.gradientStart} />
      <rect x="120" y="40" width="80" height="120" rx="6" fill={color.surface} />
      <rect x="130" y="54" width="60" height="10" rx="5" fill={color.accent} opacity=".4" />
      <rect x="130" y="74" width="44" height="8" rx="4" fill={color.accentSoft} />
      <rect x="130" y="90" width="52" height="8" rx="4" fill={color.accentSoft} />
      <rect x="130" y="130" width="60" height="18" rx="9" fill={color.gradientEnd} />
      <circle cx="60" cy="140" r="30" fill="#fbbf24" />
      <path
        d="M52 124h10a9 9 0 0 1 0 18H56v14M48 131h24M48 136h24"
        fill="none"
        stroke="#78350f"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="262" cy="66" r="22" fill={color.gradientEnd} opacity=".2" />
      <path
        d="M250 66l8 8 16-16"
        fill="none"
        stroke={color.gradientEnd}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
