import { styled } from 'styled-components';
import { usePackText, useT } from '../../i18n/index.ts';
import { ScreenLayout, Section } from '../../screen/index.ts';
import { PREVIEW_FIELDS, type PreviewField, type PreviewValues } from './previewValues.ts';
import { previewText } from './text/preview/index.ts';

export interface PreviewLink {
  id: string;
  label: string;
  href: string;
}

export interface TestPreviewViewProps {
  values: PreviewValues;
  onChange: (field: PreviewField, value: string) => void;
  links: readonly PreviewLink[];
  scenarios: readonly string[];
  onBack: () => void;
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  & input, & select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.control};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
`;

const LOCALES = ['en', 'zh-CN', 'id', 'fil'] as const;

/** Developer page: the device parameters the native app would pass, and a link to every screen. */
export function TestPreviewView({
  values,
  onChange,
  links,
  scenarios,
  onBack,
}: TestPreviewViewProps) {
  const t = useT();
  const p = usePackText(previewText);
  return (
    <ScreenLayout title={t('title.testPreview')} onBack={onBack}>
      <Intro>{p('preview.intro')}</Intro>
      <Form onSubmit={(event) => event.preventDefault()}>
        {PREVIEW_FIELDS.map((field) => (
          <Field key={field}>
            {p(`preview.field.${field}`)}
            {field === 'lang' || field === 'scenario' ? (
              <select
                value={values[field]}
                onChange={(event) => onChange(field, event.target.value)}
              >
                {field === 'scenario' && <option value="">—</option>}
                {(field === 'lang' ? LOCALES : scenarios).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={values[field]}
                inputMode={field === 'mobilePhone' ? 'tel' : undefined}
                autoComplete="off"
                onChange={(event) => onChange(field, event.target.value)}
              />
            )}
          </Field>
        ))}
      </Form>
      <Section title={p('preview.screens')} variant="plain">
        <nav aria-label={p('preview.screens')}>
          <Links>
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </Links>
        </nav>
      </Section>
    </ScreenLayout>
  );
}
