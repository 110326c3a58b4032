import { Button } from '@hiram/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { Section } from '../../../screen/index.ts';
import { reloadWhenOnline } from '../../../screen/reloadWhenOnline.ts';
import { cardText } from '../text/card/index.ts';
import type { VerifyStepProps } from './VerifyStep.tsx';
import { verifyStepCode } from './verifyStepCode.ts';

export interface LazyVerifyStepProps extends VerifyStepProps {
  /** Where the step's code comes from: its own chunk, unless a story holds it back. */
  source?: typeof verifyStepCode;
  /**
   * 'Try again' after the code failed to arrive: the page loads anew once online (the browser
   * keeps a failed import failed for the page's life; the step is kept and comes back).
   */
  onReload?: () => void;
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The SMS step, fetched on demand: at once when its code is here (it is warmed as the cards
 * show), else a busy note until it arrives, or a way to try again if the fetch fails.
 */
export function LazyVerifyStep({
  source = verifyStepCode,
  onReload = () => reloadWhenOnline(window),
  ...props
}: LazyVerifyStepProps) {
  const t = usePackText(cardText);
  const app = useT();
  const [module, setModule] = useState(source.loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (module || failed) return;
    let live = true;
    source.load().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [module, failed, source]);

  if (module) return <module.VerifyStep {...props} />;
  return (
    <Section title={t('card.verify.title')}>
      {failed ? (
        <>
          <Note role="alert">{app('screen.offline.body')}</Note>
          <Button variant="secondary" onClick={onReload}>
            {app('app.retry')}
          </Button>
        </>
      ) : (
        <Note role="status" aria-busy="true">
          {app('app.loading')}
        </Note>
      )}
    </Section>
  );
}
