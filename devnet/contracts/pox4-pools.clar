;; pox4-pools - a devnet stand-in for the multi-pool delegation contract used by PlanBetter and
;; Xverse: `delegate-stx` takes the pool to delegate to and the user's own reward address (kept
;; here so the pool knows where to pay BTC rewards). Like the wrapper pools, it needs the user's
;; pox-4 allow-contract-caller for this contract first.

(define-constant ERR-DELEGATE-FAILED (err u500))

;; Reward address (and optional metadata) chosen by each user, read by pool operators.
(define-map user-data principal
  {
    pox-addr: { version: (buff 1), hashbytes: (buff 32) },
    delegated-to: principal,
    amount-ustx: uint,
    until-burn-ht: (optional uint),
    metadata: (optional { keys: (list 30 (string-ascii 8)), values: (list 30 (string-ascii 80)) })
  })

(define-public (delegate-stx
    (amount-ustx uint)
    (delegate-to principal)
    (until-burn-ht (optional uint))
    (pool-pox-addr (optional { version: (buff 1), hashbytes: (buff 32) }))
    (user-pox-addr { version: (buff 1), hashbytes: (buff 32) })
    (user-metadata (optional { keys: (list 30 (string-ascii 8)), values: (list 30 (string-ascii 80)) })))
  (begin
    ;; revoke a previous delegation so that a new amount or pool replaces it
    (match (contract-call? 'ST000000000000000000002AMW42H.pox-4 revoke-delegate-stx)
      revoked true
      error true)
    (map-set user-data tx-sender
      {
        pox-addr: user-pox-addr,
        delegated-to: delegate-to,
        amount-ustx: amount-ustx,
        until-burn-ht: until-burn-ht,
        metadata: user-metadata
      })
    (match (contract-call? 'ST000000000000000000002AMW42H.pox-4 delegate-stx
             amount-ustx delegate-to until-burn-ht pool-pox-addr)
      success (ok true)
      error (err (to-uint error)))))

(define-read-only (get-user-data (user principal)) (map-get? user-data user))
