;; lisa-mint-endpoint - a devnet liquid-stacking endpoint in the style of LISA:
;; `request-mint (amount)` takes STX into the protocol and mints LiSTX (a SIP-010 token) 1:1.
;; Mainnet LISA queues the request and mints at the next cycle; on devnet each request is
;; recorded and settled at once so the app sees the token immediately.

(impl-trait .sip-010-trait-ft-standard.sip-010-trait)

(define-fungible-token listx)

(define-constant ERR-NOT-AUTHORIZED (err u3000))
(define-constant ERR-MIN-AMOUNT (err u3001))

(define-data-var request-nonce uint u0)
(define-map mint-requests uint { requested-by: principal, amount: uint, requested-at: uint })

(define-public (request-mint (amount uint))
  (let ((request-id (+ (var-get request-nonce) u1)))
    (asserts! (>= amount u1000000) ERR-MIN-AMOUNT)
    (try! (stx-transfer? amount tx-sender (as-contract tx-sender)))
    (map-set mint-requests request-id { requested-by: tx-sender, amount: amount, requested-at: burn-block-height })
    (var-set request-nonce request-id)
    (try! (ft-mint? listx amount tx-sender))
    (print { action: "request-mint", request-id: request-id, amount: amount })
    (ok request-id)))

(define-read-only (get-mint-request (request-id uint)) (map-get? mint-requests request-id))

;; SIP-010
(define-public (transfer (amount uint) (sender principal) (recipient principal) (memo (optional (buff 34))))
  (begin
    (asserts! (or (is-eq tx-sender sender) (is-eq contract-caller sender)) ERR-NOT-AUTHORIZED)
    (try! (ft-transfer? listx amount sender recipient))
    (match memo m (begin (print m) true) true)
    (ok true)))
(define-read-only (get-name) (ok "LiSTX"))
(define-read-only (get-symbol) (ok "LiSTX"))
(define-read-only (get-decimals) (ok u6))
(define-read-only (get-balance (who principal)) (ok (ft-get-balance listx who)))
(define-read-only (get-total-supply) (ok (ft-get-supply listx)))
(define-read-only (get-token-uri) (ok none))
