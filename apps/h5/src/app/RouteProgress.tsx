import { styled } from 'styled-components';

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  /* Alone on the bare page while the screen's code loads: the focus ring's 3:1 colour. */
  background: ${({ theme }) => theme.color.focus};
  transform-origin: left;
  animation: route-progress 1.2s ${({ theme }) => theme.motion.easing} infinite;

  @keyframes route-progress {
    from { transform: scaleX(0); }
    to { transform: scaleX(1); }
  }
`;

/** A thin bar while the next screen's code loads. */
export function RouteProgress() {
  return <Bar aria-hidden="true" />;
}
