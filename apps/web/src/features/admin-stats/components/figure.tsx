/** A number with its label, the unit of every dashboard card. */
export function Figure({
  label,
  value,
  large = false,
}: {
  label: string;
  value: string | number;
  large?: boolean;
}) {
  return (
    <div>
      <p
        className={
          large
            ? 'font-display text-4xl font-semibold text-ink-900'
            : 'font-display text-2xl font-semibold text-ink-900'
        }
      >
        {value}
      </p>
      <p className="text-sm text-ink-600">{label}</p>
    </div>
  );
}
