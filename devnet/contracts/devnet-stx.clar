;; devnet-stx - lets the devnet execute a signed STX token-transfer transaction with its memo.
;; simnet's own transferSTX has no memo argument; calling this as the transaction's sender gives
;; the same `stx_transfer_event` (with memo) that a real token-transfer payload produces.
;; Only tx-sender's STX can move, so calling it is exactly as safe as a plain transfer.

(define-public (transfer-memo (amount uint) (recipient principal) (memo (buff 34)))
  (stx-transfer-memo? amount tx-sender recipient memo))
