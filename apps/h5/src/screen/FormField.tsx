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

export type FormFieldProps = {
  label: string;
  value: string;
  onValue: (value: string) => void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'name' | 'maxLength' | 'placeholder'
>;

/** A labelled text input of a simple form (the site's, the promotion landing's). */
export function FormField({ label, value, onValue, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <Input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </Label>
  );
}

/** A labelled multi-line input of a simple form. */
export function FormTextArea({
  label,
  value,
  onValue,
  name,
}: Pick<FormFieldProps, 'label' | 'value' | 'onValue' | 'name'>) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <Area id={id} name={name} value={value} onChange={(event) => onValue(event.target.value)} />
    </Label>
  );
}
