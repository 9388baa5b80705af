/** A 1×1 white AVIF (279 bytes, made with sharp): decoding it is the only reliable test of support. */
const probe =
  "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQMkcYIpq";

let known: boolean | undefined;
let detection: Promise<boolean> | undefined;

/**
 * Whether this browser decodes AVIF, tested once per page. The probe goes in
 * as a blob URL rather than a data: URL, which the CSP may not allow.
 */
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

/** The answer, once a test has finished; undefined before. */
export function knownAvifSupport(): boolean | undefined {
  return known;
}
