/** RFC 6068 asks for CRLF line breaks. */
function encodeMailtoValue(value: string): string {
  return encodeURIComponent(value.replace(/\r\n|\r|\n/g, "\r\n"));
}

export function mailtoHref(to: string, message: { subject: string; body: string }): string {
  return `mailto:${to}?subject=${encodeMailtoValue(message.subject)}&body=${encodeMailtoValue(message.body)}`;
}
