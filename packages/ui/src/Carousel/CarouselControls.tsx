import { styled } from 'styled-components';
import { fillLabel } from '../internal/fillLabel.ts';
import { IconButton } from '../internal/IconButton.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface CarouselControlsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** Shows the pause/play button: only while slides change on their own. */
  canPause: boolean;
  paused: boolean;
  onTogglePause: () => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
`;

const Dots = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

const ControlButton = styled(IconButton)`
  color: ${({ theme }) => theme.color.textMuted};
`;

// The current dot widens at once: a width that moves is laid out afresh on every frame, and
// on a cheap phone that cost a tenth of a second of main thread each slide. A dot is its border
// alone (8 px; the current one 20): forced colours (a contrast theme) keep borders, not backgrounds.
const Dot = styled(ControlButton)`
  &::before {
    content: '';
    border: 4px solid ${({ theme }) => theme.color.control};
    border-radius: inherit;
  }

  &[aria-current='true']::before {
    width: 20px;
    border-color: ${({ theme }) => theme.color.accentText};
  }
`;

const PauseButton = styled(ControlButton)`
  grid-column: 3;
`;

/** The dots under a carousel, and its pause/play button (WCAG 2.2.2). */
export function CarouselControls({
  count,
  current,
  onSelect,
  canPause,
  paused,
  onTogglePause,
}: CarouselControlsProps) {
  const strings = useUiStrings();
  return (
    <Row>
      <Dots>
        {Array.from({ length: count }, (_, index) => (
          <Dot
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={index}
            aria-label={fillLabel(strings.goToSlide, { index: index + 1, total: count })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
          />
        ))}
      </Dots>
      {canPause && (
        <PauseButton aria-label={paused ? strings.play : strings.pause} onClick={onTogglePause}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
            <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
          </svg>
        </PauseButton>
      )}
    </Row>
  );
}
