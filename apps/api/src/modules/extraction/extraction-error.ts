/** A document the extractor cannot read (damaged, encrypted, too large); answered as 422 with its message. */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}
