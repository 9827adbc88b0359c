/** The contract the editor opens with: small, valid in every Clarity version, with a public
 * function to call and a read-only one to read it back (Call a contract's Read). */
export const EXAMPLE_CONTRACT = `;; A counter anyone can increment.
(define-data-var count uint u0)

;; Adds one and returns the new count.
(define-public (increment)
  (begin
    (var-set count (+ (var-get count) u1))
    (ok (var-get count))))

;; The current count; reading it costs nothing.
(define-read-only (get-count)
  (var-get count))
`;

export const EXAMPLE_CONTRACT_NAME = 'counter';
