;; devnet-token - a SIP-010 token for what the devnet's users and tests need a plain token for
;; (fungible-token events, balances, post-conditions): `wrap` takes STX and mints as many tokens
;; (6 decimals, like STX). Devnet only; there is no way back to STX.
(impl-trait .sip-010-trait-ft-standard.sip-010-trait)

(define-fungible-token wstx)

(define-constant ERR_NOT_OWNER (err u4))
(define-constant ERR_BELOW_MINIMUM (err u1002))
;; 1 STX: a smaller wrap fails, so tests have a call that is mined and aborts
(define-constant MIN_WRAP_USTX u1000000)

(define-public (wrap (amount uint))
  (begin
    (asserts! (>= amount MIN_WRAP_USTX) ERR_BELOW_MINIMUM)
    (try! (stx-transfer? amount tx-sender current-contract))
    (try! (ft-mint? wstx amount tx-sender))
    (ok amount)))

(define-public (transfer (amount uint) (sender principal) (recipient principal)
    (memo (optional (buff 34))))
  (begin
    (asserts! (is-eq tx-sender sender) ERR_NOT_OWNER)
    (try! (ft-transfer? wstx amount sender recipient))
    (match memo note (print note) 0x)
    (ok true)))

(define-read-only (get-name) (ok "Devnet wrapped STX"))
(define-read-only (get-symbol) (ok "WSTX"))
(define-read-only (get-decimals) (ok u6))
(define-read-only (get-balance (who principal)) (ok (ft-get-balance wstx who)))
(define-read-only (get-total-supply) (ok (ft-get-supply wstx)))
(define-read-only (get-token-uri) (ok none))
