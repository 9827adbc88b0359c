;; pox4-wrapper-pool - a devnet pool in the style of Fast Pool / Restake: the user first allows
;; this contract as a pox-4 contract-caller, then calls `delegate-stx (amount)` here; we delegate
;; the user's STX to the pool operator through pox-4 (tx-sender = user, contract-caller = us).
;; The operator account then locks the delegation each cycle (delegate-stack-stx and
;; stack-aggregation-commit-indexed), which the devnet does automatically at the prepare phase.
;; Deployed four times (pox4-fast-pool, restake-self-service-pool, pox4-multi-pool-v1,
;; native-stacking-pool-v1; see contracts.mjs) and configured once each by the deployer.

(define-constant DEPLOYER tx-sender)
(define-constant ERR-UNAUTHORIZED (err u401))
(define-constant ERR-ALREADY-CONFIGURED (err u402))
(define-constant ERR-BELOW-MINIMUM (err u403))

(define-data-var pool-operator principal tx-sender)
(define-data-var minimum-ustx uint u0)
(define-data-var configured bool false)

;; Set the operator and minimum once, right after deployment (the devnet does it at start).
(define-public (configure (operator principal) (min-ustx uint))
  (begin
    (asserts! (is-eq tx-sender DEPLOYER) ERR-UNAUTHORIZED)
    (asserts! (not (var-get configured)) ERR-ALREADY-CONFIGURED)
    (var-set pool-operator operator)
    (var-set minimum-ustx min-ustx)
    (ok (var-set configured true))))

;; Delegate `amount` uSTX of the caller to the pool operator, with no end height and letting the
;; operator choose the reward address. A previous delegation is revoked first so that the same
;; call also serves to change the amount (pox-4 refuses a second delegate-stx otherwise).
(define-public (delegate-stx (amount uint))
  (begin
    (asserts! (>= amount (var-get minimum-ustx)) ERR-BELOW-MINIMUM)
    ;; ignore "not delegated" - it only means there is nothing to revoke
    (match (contract-call? 'ST000000000000000000002AMW42H.pox-4 revoke-delegate-stx)
      revoked true
      error true)
    (match (contract-call? 'ST000000000000000000002AMW42H.pox-4 delegate-stx
             amount (var-get pool-operator) none none)
      success (ok true)
      error (err (to-uint error)))))

(define-read-only (get-pool-operator) (var-get pool-operator))
(define-read-only (get-minimum-ustx) (var-get minimum-ustx))
