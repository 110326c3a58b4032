import { type InputHTMLAttributes, useId } from 'react';
import { styled } from 'styled-components';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Area = styled.textarea`
  min-height: 6rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  resize: vertical;
`;

type FieldProps = {
  label: string;
  value: string;
  onValue: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'name'>;

/** A labelled text input of the site's forms. */
export function SiteField({ label, value, onValue, ...input }: FieldProps) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <Input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </Label>
  );
}

/** A labelled multi-line input of the site's forms. */
export function SiteTextArea({ label, value, onValue, name }: Omit<FieldProps, 'type'>) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <Area id={id} name={name} value={value} onChange={(event) => onValue(event.target.value)} />
    </Label>
  );
}
