/** A refusal the platform answers with: an HTTP status, a stable code and a message that says what would be right. */
export class CampError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields for the JSON body. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
