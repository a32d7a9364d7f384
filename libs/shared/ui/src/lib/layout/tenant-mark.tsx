/** A simple logo mark: the tenant's initial on the state's navy, with a wave for the coast. */
export function TenantMark({ label }: { label: string }) {
  return (
    <svg aria-hidden="true" width="40" height="40" style={{ flexShrink: 0 }} viewBox="0 0 40 40" focusable="false">
      <rect width="40" height="40" rx="6" fill="white" />
      <path d="M4 29c5-4 9-4 14 0s9 4 14 0 6-3 4-2" stroke="#0b4ea2" strokeWidth="3" fill="none" />
      <text x="20" y="22" textAnchor="middle" fontFamily="'Fira Sans', Arial, sans-serif" fontWeight="700" fontSize="15" fill="#001e49">
        {label.slice(0, 2)}
      </text>
    </svg>
  );
}
