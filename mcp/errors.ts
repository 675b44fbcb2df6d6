/** Input the tool cannot answer (unknown network, malformed hex, unknown page): reported to the client, never thrown past the tool. */
export class ToolInputError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
