/** What went wrong, in words: an Error's message, or anything else thrown as text. @param {unknown} error */
export const errorText = (error) => (error instanceof Error ? error.message : String(error));
