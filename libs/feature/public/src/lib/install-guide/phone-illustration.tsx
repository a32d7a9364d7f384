/** What a step's picture shows: the part of the browser the user taps is highlighted. */
export type PhoneScene = 'android-menu' | 'android-install' | 'ios-share' | 'ios-add' | 'home-screen' | 'tenant-choice';

const HIGHLIGHT = '#e8a317';

/**
 * A drawn phone screen for one step of the install guides. Drawn rather than a screenshot, so
 * that it stays readable in light and dark mode, at any size, and does not date with a browser
 * release. The alt text says what the picture shows.
 */
export function PhoneIllustration({ scene, label }: { scene: PhoneScene; label: string }) {
  return (
    <div data-guide="picture">
      <svg role="img" aria-label={label} viewBox="0 0 160 300" width="100%">
        <rect x="4" y="4" width="152" height="292" rx="22" fill="currentColor" opacity="0.9" />
        <rect x="12" y="16" width="136" height="268" rx="12" fill="#ffffff" />
        <Scene scene={scene} />
      </svg>
    </div>
  );
}

function Scene({ scene }: { scene: PhoneScene }) {
  switch (scene) {
    case 'android-menu':
      return (
        <>
          <AddressBar />
          <circle cx="134" cy="34" r="11" fill="none" stroke={HIGHLIGHT} strokeWidth="4" />
          {[28, 34, 40].map((y) => (
            <circle key={y} cx="134" cy={y} r="2" fill="#1f2937" />
          ))}
          <PageContent top={58} />
        </>
      );
    case 'android-install':
      return (
        <>
          <AddressBar />
          <rect x="58" y="48" width="86" height="120" rx="6" fill="#ffffff" stroke="#9ca3af" />
          {[62, 82, 102, 142].map((y) => (
            <rect key={y} x="66" y={y} width="60" height="8" rx="3" fill="#d1d5db" />
          ))}
          <rect x="60" y="116" width="82" height="22" rx="4" fill="none" stroke={HIGHLIGHT} strokeWidth="4" />
          <rect x="66" y="123" width="66" height="8" rx="3" fill="#001e49" />
        </>
      );
    case 'ios-share':
      return (
        <>
          <PageContent top={26} />
          <rect x="12" y="248" width="136" height="36" fill="#f3f4f6" />
          <circle cx="80" cy="265" r="13" fill="none" stroke={HIGHLIGHT} strokeWidth="4" />
          <path d="M80 257v12M75 262l5-5 5 5M73 264v8h14v-8" stroke="#0a64d6" strokeWidth="2" fill="none" />
        </>
      );
    case 'ios-add':
      return (
        <>
          <rect x="12" y="120" width="136" height="164" rx="10" fill="#f3f4f6" />
          {[140, 166, 218, 244].map((y) => (
            <rect key={y} x="24" y={y} width="90" height="10" rx="3" fill="#d1d5db" />
          ))}
          <rect x="18" y="184" width="124" height="26" rx="5" fill="none" stroke={HIGHLIGHT} strokeWidth="4" />
          <rect x="24" y="192" width="84" height="10" rx="3" fill="#001e49" />
          <rect x="120" y="190" width="14" height="14" rx="3" fill="none" stroke="#001e49" strokeWidth="2" />
          <path d="M127 193v8M123 197h8" stroke="#001e49" strokeWidth="2" />
        </>
      );
    case 'home-screen':
      return (
        <>
          <rect x="12" y="16" width="136" height="268" rx="12" fill="#0b4ea2" />
          {[0, 1, 2, 3].flatMap((row) =>
            [0, 1, 2].map((column) => (
              <rect
                key={`${row}-${column}`}
                x={30 + column * 38}
                y={40 + row * 50}
                width="26"
                height="26"
                rx="7"
                fill="#ffffff"
                opacity="0.35"
              />
            )),
          )}
          <rect x="68" y="140" width="26" height="26" rx="7" fill="#001e49" stroke={HIGHLIGHT} strokeWidth="4" />
          <text x="81" y="158" textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff">
            FB
          </text>
        </>
      );
    case 'tenant-choice':
      return (
        <>
          <rect x="12" y="16" width="136" height="268" rx="12" fill="#1f2937" opacity="0.55" />
          <rect x="22" y="86" width="116" height="128" rx="8" fill="#ffffff" />
          <rect x="32" y="98" width="70" height="10" rx="3" fill="#001e49" />
          <rect x="32" y="122" width="96" height="24" rx="4" fill="none" stroke={HIGHLIGHT} strokeWidth="3" />
          <circle cx="42" cy="134" r="5" fill="#001e49" />
          <rect x="32" y="152" width="96" height="24" rx="4" fill="none" stroke="#9ca3af" />
          <circle cx="42" cy="164" r="5" fill="none" stroke="#6b7280" />
          <rect x="84" y="186" width="44" height="18" rx="4" fill="#001e49" />
        </>
      );
  }
}

function AddressBar() {
  return (
    <>
      <rect x="12" y="16" width="136" height="36" fill="#f3f4f6" />
      <rect x="20" y="25" width="98" height="18" rx="9" fill="#ffffff" stroke="#d1d5db" />
    </>
  );
}

function PageContent({ top }: { top: number }) {
  return (
    <>
      <rect x="12" y={top} width="136" height="24" fill="#001e49" />
      {[0, 1, 2, 3, 4].map((line) => (
        <rect key={line} x="22" y={top + 36 + line * 16} width={line % 2 ? 90 : 112} height="8" rx="3" fill="#d1d5db" />
      ))}
    </>
  );
}
