import type { ReactNode } from 'react';
import { PhoneIllustration, type PhoneScene } from './phone-illustration';

export interface InstallStep {
  readonly title: string;
  readonly text: ReactNode;
  readonly scene: PhoneScene;
  /** What the picture shows, for screen readers. */
  readonly picture: string;
}

/** The numbered steps of an install guide, each with its picture beside it (below it on phones; `installGuideClass`). */
export function InstallSteps({ steps }: { steps: readonly InstallStep[] }) {
  return (
    <ol data-guide="steps">
      {steps.map((step, index) => (
        <li key={step.title}>
          <PhoneIllustration scene={step.scene} label={step.picture} />
          <div>
            <h2>
              <span>Schritt {index + 1}:</span>
              {step.title}
            </h2>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
