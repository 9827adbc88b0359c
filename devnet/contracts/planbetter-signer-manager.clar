;; Satchel's devnet STAND-IN for PlanBetter's signer-manager
;; (mainnet SP3ZA8J49HPS7M3KD7EB01Y0ZAJS7VJS2NG87MDGN.planbetter-signer-manager). Its source is not
;; published in any repository Satchel could find (devnet/README.md), so this is written for the
;; devnet from what Leather's pool list states of it (leather-io/mono
;; apps/web/app/data/bitcoin-staking-data.spec.ts, the stored version naming PlanBetter's mainnet
;; id: a 1,000 STX minimum, a fixed 5 % fee, BTC paid by the operator; devnet/README.md, "Stand-in
;; signer-managers"): a stake must carry payout calldata `{pox-addr}` (none: u1012), the
;; operator pulls the pool's sBTC from pox-5 and pays stakers in BTC off-chain, so there is no
;; `claim-staker-rewards` for a staker to call.
(impl-trait 'ST000000000000000000002AMW42H.pox-5.signer-manager-trait)
(use-trait signer-manager-trait 'ST000000000000000000002AMW42H.pox-5.signer-manager-trait)

(define-constant ERR_UNAUTHORIZED_ADMIN (err u1002))
(define-constant ERR_INVALID_CALLDATA (err u1003))
(define-constant ERR_INVALID_POX_ADDR (err u1004))
(define-constant ERR_UNAUTHORIZED_CALLER (err u1006))
(define-constant ERR_INSUFFICIENT_REWARDS (err u1007))
(define-constant ERR_CALLDATA_REQUIRED (err u1012))
;; Devnet only (mainnet's code for it is not known here): a stake below the minimum.
(define-constant ERR_BELOW_MINIMUM (err u1013))

;; 1,000 STX, in uSTX: the least a staker's whole position may be.
(define-constant MIN_STAKE_USTX u1000000000)
(define-constant LAST_HASH160_VERSION u4)
(define-constant LAST_ADDRESS_VERSION u6)

(define-map admins principal bool)
(map-set admins tx-sender true)

;; Fixed; a data var all the same, so wallets read every manager's fee the same way.
(define-data-var fees-bips uint u500)
;; sBTC pulled from pox-5 that the operator has not yet taken out to pay stakers in BTC.
(define-data-var pulled-rewards uint u0)

;; Each staker's BTC address, from the calldata of their last stake or stake-update.
(define-map payouts principal { pox-addr: { version: (buff 1), hashbytes: (buff 32) } })

(define-public (register-self (signer-manager <signer-manager-trait>) (signer-key (buff 33))
    (auth-id uint) (signer-sig (buff 65)))
  (begin
    (try! (admin-only))
    (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5 grant-signer-key signer-key
      current-contract auth-id signer-sig))
    (contract-call? 'ST000000000000000000002AMW42H.pox-5 register-signer signer-manager signer-key)))

;; pox-5's callback on every stake and stake-update (`amount-ustx` is the position's new total).
(define-public (validate-stake! (staker principal) (first-index uint) (num-indexes uint)
    (amount-ustx uint) (amount-sats uint) (is-bond bool) (signer-calldata (optional (buff 500))))
  (let (
      (calldata (unwrap! signer-calldata ERR_CALLDATA_REQUIRED))
      (payout (unwrap! (from-consensus-buff? { pox-addr: { version: (buff 1), hashbytes: (buff 32) } }
        calldata) ERR_INVALID_CALLDATA))
    )
    (asserts! (is-eq contract-caller 'ST000000000000000000002AMW42H.pox-5) ERR_UNAUTHORIZED_CALLER)
    (asserts! (>= amount-ustx MIN_STAKE_USTX) ERR_BELOW_MINIMUM)
    (try! (check-pox-addr (get pox-addr payout)))
    (map-set payouts staker payout)
    (ok true)))

;; The pull from pox-5 (anyone may send it); the sBTC waits here for the operator.
(define-public (claim-rewards (bond-periods (list 6 uint)) (reward-cycle uint))
  (let ((pulled (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5 claim-rewards bond-periods
          reward-cycle))))
    (var-set pulled-rewards (+ (var-get pulled-rewards) (get total-rewards pulled)))
    (ok pulled)))

;; The operator takes pulled sBTC out, to pay stakers in BTC off-chain.
(define-public (withdraw-rewards (amount uint) (recipient principal))
  (let ((pulled (var-get pulled-rewards)))
    (try! (admin-only))
    (asserts! (<= amount pulled) ERR_INSUFFICIENT_REWARDS)
    (var-set pulled-rewards (- pulled amount))
    (try! (as-contract? ((with-ft 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token "sbtc-token"
        amount))
      (try! (contract-call? 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token transfer amount
        tx-sender recipient none))))
    (ok amount)))

(define-read-only (get-pox-addr (staker principal)) (map-get? payouts staker))
(define-read-only (get-pulled-rewards) (var-get pulled-rewards))
(define-read-only (is-admin (caller principal)) (default-to false (map-get? admins caller)))

(define-read-only (check-pox-addr (pox-addr { version: (buff 1), hashbytes: (buff 32) }))
  (let ((version (buff-to-uint-be (get version pox-addr))))
    (ok (asserts! (and
        (is-eq (len (get version pox-addr)) u1)
        (<= version LAST_ADDRESS_VERSION)
        (is-eq (len (get hashbytes pox-addr)) (if (<= version LAST_HASH160_VERSION) u20 u32)))
      ERR_INVALID_POX_ADDR))))

(define-private (admin-only)
  (ok (asserts! (and (is-eq tx-sender contract-caller) (is-admin tx-sender)) ERR_UNAUTHORIZED_ADMIN)))
