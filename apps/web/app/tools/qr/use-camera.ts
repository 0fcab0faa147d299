import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera did not start, as the visitor is told it (the browser's own words are in its language, not theirs). */
export type CameraRefusal = 'denied' | 'none' | 'busy' | 'insecure' | 'other';

/** Reads getUserMedia's rejection by its DOMException name (Media Capture and Streams, §getUserMedia). */
export function cameraRefusal(e: unknown): CameraRefusal {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  // no navigator.mediaDevices at all: a page not served over https (or localhost)
  if (name === 'SecurityError' || (e instanceof TypeError && !globalThis.navigator?.mediaDevices)) return 'insecure';
  return 'other';
}

/**
 * The camera: `start()` asks for it (a refusal goes to `onRefused`, read as one of `CameraRefusal`), and while it runs
 * a frame is read every 200 ms once the previous read is done, until `readFrame` says to stop (it found a
 * code, or its worker could not start and the layout shows why); then the camera stops. A bug goes to `onBug`.
 */
export function useCamera(
  video: RefObject<HTMLVideoElement | null>,
  readFrame: (frame: ImageData, image: () => Promise<Blob | null>) => Promise<boolean>,
  onRefused: (reason: CameraRefusal) => void,
  onBug: (e: unknown) => void,
) {
  const [on, setOn] = useState(false);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const t of stream.current?.getTracks() ?? []) t.stop();
    stream.current = null;
    setOn(false);
  }, []);
  useEffect(() => stop, [stop]);

  const start = async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setOn(true);
    } catch (e) {
      onRefused(cameraRefusal(e));
    }
  };

  useEffect(() => {
    const v = video.current;
    if (!on || !v || !stream.current) return;
    v.srcObject = stream.current;
    void v.play();
    let live = true;
    const canvas = document.createElement('canvas');
    const image = () => new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/png'));
    const loop = async () => {
      while (live) {
        await new Promise((res) => setTimeout(res, 200));
        if (!live || v.videoWidth === 0) continue;
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        if (!ctx) return;
        ctx.drawImage(v, 0, 0);
        if (await readFrame(ctx.getImageData(0, 0, canvas.width, canvas.height), image)) break;
      }
      if (live) stop();
    };
    loop().catch((e: unknown) => {
      if (!live) return;
      stop();
      onBug(e);
    });
    return () => {
      live = false;
    };
  }, [on, video, readFrame, stop, onBug]);

  return { on, start, stop };
}
