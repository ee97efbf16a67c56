import styles from './ai-analysis.module.css';

interface AiTextProps {
  text: string;
  typing: boolean;
}

/** A line opening with a house-style heading: 【考点】, 【解题思路】 … */
const HEADING = /^(【[^】\n]{1,12}】)/;

/**
 * The generated text as plain text (never HTML, whatever the model wrote): line breaks are
 * kept by pre-wrap, and headings are bolded by splitting lines, not by parsing markup.
 */
export function AiText({ text, typing }: AiTextProps) {
  const lines = text.split('\n');
  return (
    <div className={styles.text} data-testid="ai-analysis-text" aria-busy={typing}>
      {lines.map((line, index) => {
        const heading = HEADING.exec(line)?.[1];
        return (
          <span key={index}>
            {heading ? (
              <>
                <strong className={styles.heading}>{heading}</strong>
                {line.slice(heading.length)}
              </>
            ) : (
              line
            )}
            {index < lines.length - 1 ? '\n' : null}
          </span>
        );
      })}
      {typing && <span className={styles.caret} aria-hidden="true" />}
    </div>
  );
}
