import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import { colors } from './theme'

const control = {
  display: 'block',
  width: '100%',
  marginTop: 6,
  padding: '12px 14px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  background: colors.surfaceRaised,
  color: colors.text,
  fontSize: 16,
} as const

/** A labelled text input; the label names it for screen readers and for tests. */
export function TextField({ label, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label css={{ display: 'block', marginBottom: 14, fontWeight: 600, fontSize: 14 }}>
      {label}
      <input {...props} css={control} />
    </label>
  )
}

export function SelectField({
  label,
  options,
  placeholder,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; options: readonly string[]; placeholder: string }) {
  return (
    <label css={{ display: 'block', marginBottom: 14, fontWeight: 600, fontSize: 14 }}>
      {label}
      <select {...props} css={control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  )
}
