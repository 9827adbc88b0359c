/** A realistic Clarity source of about `bytes` bytes, for showing and measuring the code
 * display on large inputs (the Clarity buffer limit is 1 MB). Deterministic. */
export function makeClaritySample(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const block = `;; Pool ${index}: members, rewards and a read-only view.
(define-map pool-${index}-members principal { amount: uint, until: uint })
(define-data-var pool-${index}-total uint u0)

(define-public (join-pool-${index} (amount uint) (cycles uint))
  (begin
    (asserts! (> amount u0) (err u${100 + (index % 50)}))
    (asserts! (<= cycles u12) (err u2))
    (try! (stx-transfer? amount tx-sender (as-contract tx-sender)))
    (map-set pool-${index}-members tx-sender { amount: amount, until: (+ burn-block-height (* cycles u2100)) })
    (ok (var-set pool-${index}-total (+ (var-get pool-${index}-total) amount)))))

(define-read-only (get-pool-${index} (who principal))
  (match (map-get? pool-${index}-members who)
    member (ok { amount: (get amount member), memo: "pool ${index}", key: 0x${(index % 256).toString(16).padStart(2, '0')}ff })
    (err u404)))

`;
    parts.push(block);
    size += block.length;
  }
  return parts.join('').slice(0, bytes);
}
