import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrReader, type QrReader } from './qr-reader';

/** Off, asking for the camera, reading, or why it cannot: refused, no camera, no reader. */
export type CameraState = 'aus' | 'startet' | 'liest' | 'verweigert' | 'keine_kamera' | 'kein_leser';

/** A few frames a second: enough for a code held up, and light on a phone's battery. */
const FRAME_INTERVAL_MS = 250;

const cameraFailure = (error: unknown): CameraState =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'verweigert' : 'keine_kamera';

/**
 * The back camera as a QR reader: `onCode` hears each code once while it stays in the picture;
 * it is heard again once it has left the picture, or after `readAgain` (the door's „Weiter“).
 * No frames are read while `paused` (a result is shown, a check-in is under way).
 */
export function useCameraReader({ onCode, paused }: { onCode: (text: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream>(undefined);
  const [reader, setReader] = useState<QrReader>();
  const [state, setState] = useState<CameraState>('aus');
  const lastSeen = useRef<string | null>(null);
  const latest = useRef({ onCode, paused });
  latest.current = { onCode, paused };

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = undefined;
    setReader(undefined);
    setState('aus');
  }, []);
  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('keine_kamera');
    setState('startet');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      return setState(cameraFailure(error));
    }
    try {
      const qrReader = await createQrReader();
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
      lastSeen.current = null;
      setReader(qrReader);
      setState('liest');
    } catch {
      stop();
      setState('kein_leser');
    }
  };

  useEffect(() => {
    if (!reader) return undefined;
    let busy = false;
    const timer = setInterval(() => {
      const frame = video.current;
      if (busy || latest.current.paused || !frame || frame.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      busy = true;
      reader
        .detect(frame)
        .then((codes) => {
          const text = codes[0]?.rawValue ?? null;
          if (text && text !== lastSeen.current && !latest.current.paused) latest.current.onCode(text);
          lastSeen.current = text;
        })
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, FRAME_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [reader]);

  const readAgain = useCallback(() => (lastSeen.current = null), []);
  return { video, state, start, stop, readAgain };
}
