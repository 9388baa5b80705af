/** A 1×1 AVIF: decoding one is the only reliable test of support. */
const probe =
  "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQMkcYIpq";

let known: boolean | undefined;
let detection: Promise<boolean> | undefined;

/** A blob URL, not a data: URL, which the CSP may not allow. */
export function detectAvif(): Promise<boolean> {
  detection ??= (async () => {
    const bytes = Uint8Array.from(atob(probe), (char) => char.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: "image/avif" }));
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
      known = image.naturalWidth > 0;
    } catch {
      known = false;
    } finally {
      URL.revokeObjectURL(url);
    }
    return known;
  })();
  return detection;
}

export function knownAvifSupport(): boolean | undefined {
  return known;
}
