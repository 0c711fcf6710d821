/** Anything with an @, a dot and a two-letter ending after it, as typed (trimmed). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
