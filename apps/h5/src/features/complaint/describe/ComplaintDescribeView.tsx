import { Button, ImagePreview, type PreviewImage, TextAreaCounter } from '@hiram/ui';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { type ResourceState, ScreenLayout, Section } from '../../../screen/index.ts';
import { LazyEmpty } from '../../../screen/LazyEmpty.tsx';
import { fileText } from '../text/file/index.ts';
import { MAX_DETAIL, MAX_IMAGES } from './draft.ts';
import { LazyImageUploader } from './lazyImageUploader.tsx';
import { LazySentDialog } from './lazyLayers.ts';
import { splitFailures, type Upload } from './uploads.ts';

/** The form for a known type and order, or a query that names none. */
export type DescribeData = { kind: 'invalid' } | { kind: 'form'; tags: string[]; orderNo: string };

export interface ComplaintDescribeViewProps {
  state: ResourceState<DescribeData>;
  onRetry: () => void;
  onBack: () => void;
  /** To `/complaint`, from the invalid-query message. */
  onStartAgain: () => void;
  detail: string;
  onDetailChange: (detail: string) => void;
  /**
   * How many times Send was refused for an empty description since the last typing: the field
   * is marked while it is above 0, and takes the focus at each refusal.
   */
  detailRefusals: number;
  images: Upload[];
  onAddImage: (file: File) => void;
  onRemoveImage: (id: string) => void;
  onRetryImage: (id: string) => void;
  onPreviewImage: (id: string) => void;
  /** The enlarged pictures and the one shown, or null when closed. */
  preview: { images: PreviewImage[]; index: number } | null;
  onPreviewIndexChange: (index: number) => void;
  onClosePreview: () => void;
  onSend: () => void;
  /** Sending, or sent and about to leave. */
  busy: boolean;
  /** The success modal is shown. */
  sent: boolean;
  /** The weekdays within which the complaint is answered (the loan terms). */
  answerDays: number;
  onSentClose: () => void;
  /** The modal's code could not come: say it was sent another way. */
  onSentUnavailable: () => void;
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    /* A pill on one line, a rounded box on several: text wraps clear of the curve. */
    border-radius: min(${({ theme }) => theme.radius.pill}, 1em);
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
  }
`;

/** The description's surface: the field's own label heads it. */
const Card = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** Why each failed picture failed, in full, under the pictures. */
const Failures = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** `/complainPageNext`: the chosen type, the description, the pictures and Send. */
export function ComplaintDescribeView({
  state,
  onRetry,
  onBack,
  onStartAgain,
  detail,
  onDetailChange,
  detailRefusals,
  images,
  onAddImage,
  onRemoveImage,
  onRetryImage,
  onPreviewImage,
  preview,
  onPreviewIndexChange,
  onClosePreview,
  onSend,
  busy,
  sent,
  answerDays,
  onSentClose,
  onSentUnavailable,
}: ComplaintDescribeViewProps) {
  const t = usePackText(fileText);
  const app = useT();
  const detailField = useRef<HTMLTextAreaElement>(null);
  const uploaded = splitFailures(images, app('api.error'));
  useEffect(() => {
    if (detailRefusals > 0) detailField.current?.focus();
  }, [detailRefusals]);
  return (
    <ScreenLayout
      title={app('title.complainPageNext')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={(data) =>
        data.kind === 'form' && (
          <Button block busy={busy} onClick={onSend}>
            {t('file.describe.send')}
          </Button>
        )
      }
    >
      {(data) =>
        data.kind === 'invalid' ? (
          <LazyEmpty
            title={t('file.describe.invalid.title')}
            description={t('file.describe.invalid.body')}
            action={{ text: t('file.describe.invalid.back'), onClick: onStartAgain }}
          />
        ) : (
          <>
            <Section title={t('file.describe.types')}>
              <Tags>
                {data.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Tags>
              <Muted>{t('file.describe.order', { orderNo: data.orderNo })}</Muted>
            </Section>
            <Card>
              <TextAreaCounter
                label={t('file.describe.comments')}
                placeholder={t('file.describe.placeholder')}
                value={detail}
                onChange={onDetailChange}
                maxLength={MAX_DETAIL}
                ref={detailField}
                error={detailRefusals > 0 ? t('file.describe.empty') : undefined}
                readOnly={busy}
              />
            </Card>
            <Section title={t('file.describe.pictures', { max: MAX_IMAGES })}>
              <LazyImageUploader
                items={uploaded.tiles}
                max={MAX_IMAGES}
                onAdd={onAddImage}
                onRemove={onRemoveImage}
                onRetry={onRetryImage}
                onPreview={onPreviewImage}
                disabled={busy}
                label={t('file.describe.pictures', { max: MAX_IMAGES })}
              />
              {uploaded.failures.length > 0 && (
                <Failures>
                  {uploaded.failures.map(({ id, index, message }) => (
                    <li key={id}>{t('file.describe.pictureFailed', { index, message })}</li>
                  ))}
                </Failures>
              )}
            </Section>
            <ImagePreview
              open={preview !== null}
              images={preview?.images ?? []}
              index={preview?.index ?? 0}
              onIndexChange={onPreviewIndexChange}
              onClose={onClosePreview}
            />
            <LazySentDialog
              open={sent}
              answerDays={answerDays}
              onClose={onSentClose}
              onUnavailable={onSentUnavailable}
            />
          </>
        )
      }
    </ScreenLayout>
  );
}
