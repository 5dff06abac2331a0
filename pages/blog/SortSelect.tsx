/**
 * The sort selector. Server-rendered inside the list's GET form (an Apply button submits it when
 * JavaScript is off); as an island it submits the form as soon as the choice changes.
 */
export function SortSelect({
  label,
  value,
  options,
  className,
}: {
  className: string
  label: string
  value: string
  options: { value: string; label: string }[]
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select name="sort" defaultValue={value} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
