import { useCallback, useState } from 'react'

/** A form's text values and a change handler per field: `onChange={bind('email')}`. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial)
  const bind = useCallback(
    (name: keyof T) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    [],
  )
  return { values, bind }
}
