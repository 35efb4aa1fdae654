/* Generated from schemas/api/signature-status.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The signed-in person's signature: whether an image is saved, its size, the upload limits, and whether the use of their electronic signature is accepted.
 */
export interface SignatureStatusReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * A signature image is saved (signature-image serves it).
     */
    HAS_IMAGE: boolean;
    /**
     * The saved image's format, told by its content, or null.
     */
    IMAGE_FORMAT: 'png' | 'jpeg' | null;
    /**
     * The saved image's width in pixels, or null.
     */
    IMAGE_WIDTH: number | null;
    /**
     * The saved image's height in pixels, or null.
     */
    IMAGE_HEIGHT: number | null;
    /**
     * When the image was saved, or null.
     */
    IMAGE_UPDATED_AT: string | null;
    /**
     * Largest image the upload accepts, in bytes.
     */
    MAX_BYTES: number;
    /**
     * File name extensions the page offers (the server checks the content).
     */
    IMAGE_TYPES: string[];
    /**
     * The person accepted the use of their electronic signature (the current wording).
     */
    ACCEPTED: boolean;
    /**
     * When they accepted it, or null.
     */
    ACCEPTED_AT: string | null;
    /**
     * Version of the acceptance text's current wording; signature-accept sends it back.
     */
    TEXT_VERSION: string;
    /**
     * The person has an e-mail address, where signing codes are sent.
     */
    HAS_EMAIL: boolean;
  };
}
