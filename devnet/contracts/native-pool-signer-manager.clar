;; Satchel's devnet stand-in for Stacking DAO's native-pool-signer-manager
;; (docs/staking-pox-5.md#signer-managers): stakers enter through the wrapper `native-pool-v1`,
;; the manager takes no fee, pays sBTC only, and a staker claims for themself
;; (`claim-staker-rewards` pays tx-sender). Written for the devnet; the mainnet contract's exact
;; code is not known here.
(impl-trait 'ST000000000000000000002AMW42H.pox-5.signer-manager-trait)
(use-trait signer-manager-trait 'ST000000000000000000002AMW42H.pox-5.signer-manager-trait)

(define-constant ERR_UNAUTHORIZED (err u37001))
(define-constant ERR_NO_CLAIMABLE_REWARDS (err u37002))
;; this manager pays sBTC only: payout calldata is refused
(define-constant ERR_CALLDATA_NOT_ACCEPTED (err u37003))

(define-map admins principal bool)
(map-set admins tx-sender true)

;; No fee; a data var all the same, so wallets read every manager's fee the same way.
(define-data-var fees-bips uint u0)

(define-public (register-self (signer-manager <signer-manager-trait>) (signer-key (buff 33))
    (auth-id uint) (signer-sig (buff 65)))
  (begin
    (asserts! (and (is-eq tx-sender contract-caller) (is-admin tx-sender)) ERR_UNAUTHORIZED)
    (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5 grant-signer-key signer-key
      current-contract auth-id signer-sig))
    (contract-call? 'ST000000000000000000002AMW42H.pox-5 register-signer signer-manager signer-key)))

(define-public (validate-stake! (staker principal) (first-index uint) (num-indexes uint)
    (amount-ustx uint) (amount-sats uint) (is-bond bool) (signer-calldata (optional (buff 500))))
  (begin
    (asserts! (is-eq contract-caller 'ST000000000000000000002AMW42H.pox-5) ERR_UNAUTHORIZED)
    (asserts! (is-none signer-calldata) ERR_CALLDATA_NOT_ACCEPTED)
    (ok true)))

;; The pull from pox-5 (anyone may send it).
(define-public (claim-rewards (bond-periods (list 6 uint)) (reward-cycle uint))
  (contract-call? 'ST000000000000000000002AMW42H.pox-5 claim-rewards bond-periods reward-cycle))

;; Pays the sender what they earned in the cycle, as sBTC.
(define-public (claim-staker-rewards (reward-cycle uint) (bond-index (optional uint)))
  (let (
      (staker tx-sender)
      (earned (get earned (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5
        claim-staker-rewards-for-signer staker reward-cycle bond-index))))
    )
    (asserts! (> earned u0) ERR_NO_CLAIMABLE_REWARDS)
    (try! (as-contract? ((with-ft 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token "sbtc-token"
        earned))
      (try! (contract-call? 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token transfer earned
        tx-sender staker none))))
    (print { topic: "claim-staker-rewards", staker: staker, reward-cycle: reward-cycle,
      bond-index: bond-index, amount-sats: earned, l1-withdrawal: none })
    (ok { earned: earned, withdrawal-request: none })))

(define-read-only (get-earned-staker-rewards (staker principal) (reward-cycle uint)
    (bond-index (optional uint)))
  { earned: (contract-call? 'ST000000000000000000002AMW42H.pox-5 get-earned-staker-rewards
      current-contract reward-cycle bond-index staker), fees: u0 })

(define-read-only (get-fee-bips-for-cycle (reward-cycle uint) (bond-index (optional uint))) u0)
(define-read-only (is-admin (caller principal)) (default-to false (map-get? admins caller)))
