import { PUBLIC_PAGE_TITLES } from '@fobu/domain';
import { ScreenPage } from '@fobu/ui';
import { InstallSteps, type InstallStep } from './install-steps';
import { installGuideClass } from './install-guide.styles';

const FIRST_LAUNCH: InstallStep = {
  title: 'App öffnen und Institut wählen',
  scene: 'tenant-choice',
  picture: 'Das Fenster „Mandantenauswahl“ mit den Optionen IQSH und SHIBB',
  text: 'Beim ersten Start fragt die App, ob Sie die Angebote des IQSH oder des SHIBB sehen möchten. Wählen Sie Ihr Institut und tippen Sie auf „auswählen“. Die App merkt sich Ihre Wahl.',
};

const ANDROID_STEPS: readonly InstallStep[] = [
  {
    title: 'Menü im Browser öffnen',
    scene: 'android-menu',
    picture: 'Chrome mit hervorgehobenem Drei-Punkte-Menü oben rechts',
    text: 'Öffnen Sie das Fortbildungsportal in Google Chrome (oder Samsung Internet, Edge). Tippen Sie oben rechts auf die drei Punkte (⋮).',
  },
  {
    title: '„App installieren“ wählen',
    scene: 'android-install',
    picture: 'Das geöffnete Menü mit hervorgehobenem Eintrag „App installieren“',
    text: 'Tippen Sie auf „App installieren“. Heißt der Eintrag bei Ihnen „Zum Startbildschirm hinzufügen“, wählen Sie diesen. Bestätigen Sie anschließend mit „Installieren“.',
  },
  {
    title: 'Fortbildungsportal auf dem Startbildschirm',
    scene: 'home-screen',
    picture: 'Startbildschirm mit dem hervorgehobenen Symbol des Fortbildungsportals',
    text: 'Das Symbol „Fortbildung“ erscheint auf Ihrem Startbildschirm oder in der App-Übersicht. Die App öffnet sich ohne Adressleiste, wie eine gewöhnliche App.',
  },
  FIRST_LAUNCH,
];

const IOS_STEPS: readonly InstallStep[] = [
  {
    title: '„Teilen“ antippen',
    scene: 'ios-share',
    picture: 'Safari mit hervorgehobener Teilen-Taste am unteren Bildschirmrand',
    text: 'Öffnen Sie das Fortbildungsportal in Safari. Tippen Sie auf die Taste „Teilen“ (ein Quadrat mit einem Pfeil nach oben) – auf dem iPhone unten, auf dem iPad oben rechts.',
  },
  {
    title: '„Zum Home-Bildschirm“ wählen',
    scene: 'ios-add',
    picture: 'Das Teilen-Menü mit hervorgehobenem Eintrag „Zum Home-Bildschirm“',
    text: 'Blättern Sie im Menü nach unten und tippen Sie auf „Zum Home-Bildschirm“. Lassen Sie den Namen „Fortbildung“ stehen oder ändern Sie ihn, und tippen Sie oben rechts auf „Hinzufügen“.',
  },
  {
    title: 'Fortbildungsportal auf dem Home-Bildschirm',
    scene: 'home-screen',
    picture: 'Home-Bildschirm mit dem hervorgehobenen Symbol des Fortbildungsportals',
    text: 'Das Symbol „Fortbildung“ liegt nun auf Ihrem Home-Bildschirm. Öffnen Sie die App künftig über dieses Symbol.',
  },
  FIRST_LAUNCH,
];

interface InstallGuideProps {
  readonly page: 'anleitung-pwa-android' | 'anleitung-pwa-ios';
  readonly lead: string;
  readonly requirements: string;
  readonly steps: readonly InstallStep[];
}

function InstallGuide({ page, lead, requirements, steps }: InstallGuideProps) {
  return (
    <ScreenPage title={PUBLIC_PAGE_TITLES[page]} lead={lead} className={installGuideClass}>
      <div role="note" data-guide="requirement">
        <p>Voraussetzung: {requirements}</p>
      </div>
      <InstallSteps steps={steps} />
    </ScreenPage>
  );
}

/** `anleitung-pwa-android`: installing the portal as an app on Android. */
export function AndroidInstallGuide() {
  return (
    <InstallGuide
      page="anleitung-pwa-android"
      lead="So legen Sie das Fortbildungsportal als App auf Ihrem Android-Smartphone oder -Tablet an. Sie brauchen dafür keinen App-Store und kein Konto bei Google."
      requirements="Android 8 oder neuer und ein aktueller Browser (Google Chrome, Samsung Internet oder Microsoft Edge)."
      steps={ANDROID_STEPS}
    />
  );
}

/** `anleitung-pwa-ios`: installing the portal as an app on iPhone and iPad. */
export function IosInstallGuide() {
  return (
    <InstallGuide
      page="anleitung-pwa-ios"
      lead="So legen Sie das Fortbildungsportal als App auf Ihrem iPhone oder iPad an. Sie brauchen dafür keinen App Store und keine Apple-ID."
      requirements="iOS oder iPadOS 16.4 oder neuer. Am zuverlässigsten gelingt die Installation in Safari."
      steps={IOS_STEPS}
    />
  );
}
