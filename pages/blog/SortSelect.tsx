/**
 * The sort selector, inside the list's GET form: an Apply button submits it when JavaScript is
 * off; with JavaScript the BlogList island applies the choice as soon as it changes.
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
      <select name="sort" defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
