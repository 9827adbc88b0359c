;; stacking-dao-core - a devnet liquid-stacking protocol in the style of Stacking DAO:
;; `deposit` takes STX into the protocol's reserve (this contract) and mints stSTX, a SIP-010
;; token, at the current STX-per-stSTX rate (1.000000 on devnet, as no rewards accrue).
;; `deposit` takes mainnet stacking-dao-core's seven arguments so the app sends the same call on
;; both networks. Mainnet's first four are traits; a trait argument is sent as a contract
;; principal, so plain principals receive it here. Only the reserve is checked (it must be the
;; deployer's `reserve-v1`, as mainnet's core checks its reserve), the rest are recorded.

(impl-trait .sip-010-trait-ft-standard.sip-010-trait)

(define-fungible-token ststx)

(define-constant ERR-NOT-AUTHORIZED (err u1001))
(define-constant ERR-MIN-AMOUNT (err u1002))
(define-constant ERR-WRONG-RESERVE (err u1003))
(define-constant MIN-DEPOSIT u1000000) ;; 1 STX
(define-constant RATE-PRECISION u1000000)

(define-data-var stx-per-ststx uint RATE-PRECISION)
;; commission on stacking rewards, in basis points (what the app shows as the protocol fee)
(define-data-var stack-fee uint u400)

(define-public (deposit
    (reserve principal)
    (commission-contract principal)
    (staking-contract principal)
    (direct-helpers principal)
    (stx-amount uint)
    (referrer (optional principal))
    (pool (optional principal)))
  (let ((ststx-amount (/ (* stx-amount RATE-PRECISION) (var-get stx-per-ststx))))
    (asserts! (is-eq reserve .reserve-v1) ERR-WRONG-RESERVE)
    (asserts! (>= stx-amount MIN-DEPOSIT) ERR-MIN-AMOUNT)
    (try! (stx-transfer? stx-amount tx-sender (as-contract tx-sender)))
    (try! (ft-mint? ststx ststx-amount tx-sender))
    (print { action: "deposit", stacker: tx-sender, stx: stx-amount, ststx: ststx-amount, referrer: referrer, pool: pool,
            commission-contract: commission-contract, staking-contract: staking-contract,
            direct-helpers: direct-helpers })
    (ok ststx-amount)))

(define-read-only (get-stack-fee) (var-get stack-fee))
(define-read-only (get-stx-per-ststx) (ok (var-get stx-per-ststx)))
(define-read-only (get-reserve-stx) (stx-get-balance (as-contract tx-sender)))

;; SIP-010
(define-public (transfer (amount uint) (sender principal) (recipient principal) (memo (optional (buff 34))))
  (begin
    (asserts! (or (is-eq tx-sender sender) (is-eq contract-caller sender)) ERR-NOT-AUTHORIZED)
    (try! (ft-transfer? ststx amount sender recipient))
    (match memo m (begin (print m) true) true)
    (ok true)))
(define-read-only (get-name) (ok "Stacked STX"))
(define-read-only (get-symbol) (ok "stSTX"))
(define-read-only (get-decimals) (ok u6))
(define-read-only (get-balance (who principal)) (ok (ft-get-balance ststx who)))
(define-read-only (get-total-supply) (ok (ft-get-supply ststx)))
(define-read-only (get-token-uri) (ok none))
