import { Button, TabPanel, Tabs } from '@hiram/ui';
import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { FooterForm, type ResourceState, ScreenLayout, Section } from '../../../screen/index.ts';
import { LazyEmpty } from '../../../screen/LazyEmpty.tsx';
import { bankText } from '../text/bank/index.ts';
import { BankFieldControl } from './BankFieldControl.tsx';
import type { BankField } from './bankFields.ts';
import type { CityChoices } from './FieldPicker.tsx';
import type { FormValues } from './formValues.ts';
import { useRevealFocused } from './useRevealFocused.ts';

/** The form as the selected card type and channel show it. */
export interface BindBankData {
  /** The tabs. */
  cardTypes: readonly number[];
  /** The fields shown now, in the server's order. */
  fields: readonly BankField[];
  /** The server sent no items at all. */
  empty: boolean;
}

export interface BindBankViewProps {
  state: ResourceState<BindBankData>;
  onRetry: () => void;
  onBack: () => void;
  cardType: number;
  onCardTypeChange: (cardType: number) => void;
  values: FormValues;
  onValueChange: (code: string, value: string) => void;
  /** Codes of the shown fields left empty at the last Next. */
  missing: readonly string[];
  /** Counts the Next taps refused for empty fields: each moves the focus to the first one. */
  refusals: number;
  /** The places a city field chooses from. */
  cities: CityChoices;
  /** A picker's code cannot come (a connection that stays down, a deploy): say so. */
  onPickerUnavailable: () => void;
  /** Saves; a returned promise keeps the button busy until it settles. */
  onNext: () => unknown;
  busy: boolean;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
`;

const TypePanel = styled(TabPanel)`
  display: flex;
  flex-direction: column;
`;

/** `/bindBank`: the server's bank form under a card-type tab bar, saved with Next. */
export function BindBankView({
  state,
  onRetry,
  onBack,
  cardType,
  onCardTypeChange,
  values,
  onValueChange,
  missing,
  refusals,
  cities,
  onPickerUnavailable,
  onNext,
  busy,
}: BindBankViewProps) {
  const t = usePackText(bankText);
  const app = useT();
  const tabsId = useId();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  useRevealFocused(form);

  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const typeName = (type: number) =>
    type === 1 || type === 2 ? t(`bank.cardType.${type}`) : t('bank.cardType.other', { type });

  return (
    <ScreenLayout
      title={app('title.bindBank')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={(data) =>
        data.empty ? null : (
          <Button block busy={busy} type="submit" form={formId} onClick={onNext}>
            {t('bank.next')}
          </Button>
        )
      }
    >
      {(data) =>
        data.empty ? (
          <LazyEmpty title={t('bank.empty.title')} description={t('bank.empty.body')} />
        ) : (
          <FooterForm id={formId} ref={form}>
            <Tabs
              id={tabsId}
              sharedPanel
              aria-label={t('bank.cardTypes')}
              items={data.cardTypes.map((type) => ({ key: String(type), label: typeName(type) }))}
              value={String(cardType)}
              onChange={(key) => onCardTypeChange(Number(key))}
            />
            <TypePanel tabsId={tabsId} value={String(cardType)}>
              <Section title={t('bank.details')}>
                <Fields>
                  {data.fields.map((field) => (
                    <BankFieldControl
                      key={field.code}
                      field={field}
                      value={values[field.code] ?? ''}
                      onChange={(value) => onValueChange(field.code, value)}
                      missing={missing.includes(field.code)}
                      cities={cities}
                      onPickerUnavailable={onPickerUnavailable}
                    />
                  ))}
                </Fields>
              </Section>
            </TypePanel>
          </FooterForm>
        )
      }
    </ScreenLayout>
  );
}
