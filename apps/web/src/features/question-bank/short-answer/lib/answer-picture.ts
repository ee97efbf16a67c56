/** A picture of the answer: uploaded ones have their canonical `url`, chosen ones a `file`. */
export interface AnswerPicture {
  key: string;
  /** What the <img> shows: a signed read address or a local object URL. */
  src: string;
  url?: string;
  file?: File;
  contentType?: string;
}
