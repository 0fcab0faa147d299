import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The camera: `start()` asks for it (a refusal goes to `onRefused` with the browser's reason), and while it runs
 * a frame is read every 200 ms once the previous read is done, until `readFrame` says to stop (it found a
 * code, or its worker could not start and the layout shows why); then the camera stops. A bug goes to `onBug`.
 */
export function useCamera(
  video: RefObject<HTMLVideoElement | null>,
  readFrame: (frame: ImageData, image: () => Promise<Blob | null>) => Promise<boolean>,
  onRefused: (reason: string) => void,
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
      onRefused(e instanceof Error ? e.message : String(e));
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
