;; Satchel's devnet signer-manager. One source, deployed under several names (devnet/contracts.mjs)
;; and configured once after deploy: its fee, and how stakers are paid (sBTC only, sBTC or BTC,
;; or BTC only).
;; It implements pox-5 4.0.1's `signer-manager-trait` (devnet/vendor/pox-5.clar line 392) and
;; offers the public interface of the mainnet reference manager (function names, arguments,
;; results and error codes; the app talks to both the same way). Written for the devnet.
(impl-trait 'ST000000000000000000002AMW42H.pox-5.signer-manager-trait)
(use-trait signer-manager-trait 'ST000000000000000000002AMW42H.pox-5.signer-manager-trait)

;; The reference manager's codes, so that the app's words for them hold on mainnet too.
(define-constant ERR_NO_CLAIMABLE_REWARDS (err u1001))
(define-constant ERR_UNAUTHORIZED_ADMIN (err u1002))
(define-constant ERR_INVALID_CALLDATA (err u1003))
(define-constant ERR_INVALID_POX_ADDR (err u1004))
(define-constant ERR_INVALID_FEES_BIPS (err u1005))
(define-constant ERR_UNAUTHORIZED_CALLER (err u1006))
(define-constant ERR_INSUFFICIENT_FEES (err u1007))
;; PlanBetter's code for a stake without payout calldata (its manager pays BTC only).
(define-constant ERR_CALLDATA_REQUIRED (err u1012))
;; Devnet only: `configure` runs once, at boot.
(define-constant ERR_ALREADY_CONFIGURED (err u1013))

(define-constant BIPS u10000)
;; Address versions 0x00-0x04 carry a 20-byte hash, 0x05-0x06 a 32-byte one (pox addresses).
(define-constant LAST_HASH160_VERSION u4)
(define-constant LAST_ADDRESS_VERSION u6)

(define-map admins principal bool)
(map-set admins tx-sender true)

;; The fee in basis points, read by wallets with GET /v2/data_var/<deployer>/<name>/fees-bips.
(define-data-var fees-bips uint u0)
;; How stakers are paid: PAYOUT_SBTC refuses payout calldata, PAYOUT_BTC requires it.
(define-constant PAYOUT_SBTC u0)
(define-constant PAYOUT_SBTC_OR_BTC u1)
(define-constant PAYOUT_BTC u2)
(define-data-var payout-mode uint PAYOUT_SBTC_OR_BTC)
(define-data-var configured bool false)
;; sBTC this contract holds that belongs to the admins (fees) or to stakers (pulled, not paid).
(define-data-var earned-fees uint u0)
(define-data-var unclaimed-staker-rewards uint u0)
;; sBTC sent into withdrawals for stakers' BTC payouts (amount + max-fee of each request).
(define-data-var withdrawal-liability uint u0)

;; A cycle's fee is fixed at its first pull, so a later fee change never reaches it.
(define-map cycle-fee-bips { reward-cycle: uint, bond-index: (optional uint) } uint)
;; Stakers who asked for BTC: the calldata of their last stake or stake-update.
(define-map payouts principal {
  pox-addr: { version: (buff 1), hashbytes: (buff 32) },
  max-fee: uint,
})
(define-map withdrawal-request-stakers uint principal)

;; ---- set-up (admins)

(define-public (configure (fee uint) (payout uint))
  (begin
    (try! (admin-only))
    (asserts! (not (var-get configured)) ERR_ALREADY_CONFIGURED)
    (asserts! (< fee BIPS) ERR_INVALID_FEES_BIPS)
    (asserts! (<= payout PAYOUT_BTC) ERR_INVALID_CALLDATA)
    (var-set configured true)
    (var-set fees-bips fee)
    (var-set payout-mode payout)
    (ok true)))

;; Grant the signer key to this contract and register it with pox-5 (the grant is signed by the
;; key's owner over pox-5's `get-signer-grant-message-hash`).
(define-public (register-self (signer-manager <signer-manager-trait>) (signer-key (buff 33))
    (auth-id uint) (signer-sig (buff 65)))
  (begin
    (try! (admin-only))
    (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5 grant-signer-key signer-key
      current-contract auth-id signer-sig))
    (contract-call? 'ST000000000000000000002AMW42H.pox-5 register-signer signer-manager signer-key)))

(define-public (update-fees (new-fees uint))
  (begin
    (try! (admin-only))
    (asserts! (< new-fees BIPS) ERR_INVALID_FEES_BIPS)
    (print { topic: "update-fees", old-fees: (var-get fees-bips), new-fees: new-fees })
    (var-set fees-bips new-fees)
    (ok true)))

(define-public (update-admin (admin principal) (enabled bool))
  (begin
    (try! (admin-only))
    (map-set admins admin enabled)
    (ok admin)))

(define-public (withdraw-fees (amount uint) (recipient principal))
  (let ((fees (var-get earned-fees)))
    (try! (admin-only))
    (asserts! (<= amount fees) ERR_INSUFFICIENT_FEES)
    (var-set earned-fees (- fees amount))
    (try! (send-sbtc amount recipient))
    (ok amount)))

;; ---- pox-5's callback

;; Called by pox-5 on every stake and stake-update. Calldata, when given, is the consensus
;; serialization of `{pox-addr, max-fee}`: rewards then leave as a BTC withdrawal to that address.
;; No calldata forgets a stored address (as the reference does), unless this manager pays BTC only;
;; a manager that pays sBTC only refuses calldata.
(define-public (validate-stake! (staker principal) (first-index uint) (num-indexes uint)
    (amount-ustx uint) (amount-sats uint) (is-bond bool) (signer-calldata (optional (buff 500))))
  (begin
    ;; only pox-5 may write a staker's payout address
    (asserts! (is-eq contract-caller 'ST000000000000000000002AMW42H.pox-5) ERR_UNAUTHORIZED_CALLER)
    (match signer-calldata
      calldata (let ((payout (unwrap! (from-consensus-buff? {
                    pox-addr: { version: (buff 1), hashbytes: (buff 32) },
                    max-fee: uint,
                  } calldata) ERR_INVALID_CALLDATA)))
        (asserts! (not (is-eq (var-get payout-mode) PAYOUT_SBTC)) ERR_INVALID_CALLDATA)
        (try! (check-pox-addr (get pox-addr payout)))
        (map-set payouts staker payout)
        (ok true))
      (begin
        (asserts! (not (is-eq (var-get payout-mode) PAYOUT_BTC)) ERR_CALLDATA_REQUIRED)
        (map-delete payouts staker)
        (ok true)))))

;; ---- rewards (anyone may call both)

;; Pull this manager's rewards for a cycle from pox-5 (sBTC moves pox-5 -> this contract).
(define-public (claim-rewards (bond-periods (list 6 uint)) (reward-cycle uint))
  (let ((pulled (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5 claim-rewards bond-periods
          reward-cycle))))
    (var-set unclaimed-staker-rewards (+ (var-get unclaimed-staker-rewards) (get total-rewards pulled)))
    (map-insert cycle-fee-bips { reward-cycle: reward-cycle, bond-index: none } (var-get fees-bips))
    (ok pulled)))

;; Pay a staker what they earned in a cycle, less the fee: sBTC to the staker, or, with a stored
;; BTC address, an sBTC withdrawal of (net - max-fee) with max-fee as its fee budget.
(define-public (claim-staker-rewards (staker principal) (reward-cycle uint)
    (bond-index (optional uint)))
  (let (
      (settled (try! (contract-call? 'ST000000000000000000002AMW42H.pox-5
        claim-staker-rewards-for-signer staker reward-cycle bond-index)))
      (gross (get earned settled))
      (fee (fee-of gross reward-cycle bond-index))
      (net (- gross fee))
      (owed (var-get unclaimed-staker-rewards))
    )
    (asserts! (> net u0) ERR_NO_CLAIMABLE_REWARDS)
    (asserts! (>= owed gross) ERR_NO_CLAIMABLE_REWARDS)
    (var-set unclaimed-staker-rewards (- owed gross))
    (var-set earned-fees (+ (var-get earned-fees) fee))
    (match (map-get? payouts staker)
      payout (let ((request (try! (withdraw-to-btc net payout))))
        (map-set withdrawal-request-stakers request staker)
        (var-set withdrawal-liability (+ (var-get withdrawal-liability) net))
        (print { topic: "claim-staker-rewards", staker: staker, reward-cycle: reward-cycle,
          bond-index: bond-index, amount-sats: net, l1-withdrawal: (some request) })
        (ok { earned: net, withdrawal-request: (some request) }))
      (begin
        (try! (send-sbtc net staker))
        (print { topic: "claim-staker-rewards", staker: staker, reward-cycle: reward-cycle,
          bond-index: bond-index, amount-sats: net, l1-withdrawal: none })
        (ok { earned: net, withdrawal-request: none })))))

;; ---- reads

;; What `claim-staker-rewards` would pay now: `{earned: net, fees}`. 0 until the manager's pull.
(define-read-only (get-earned-staker-rewards (staker principal) (reward-cycle uint)
    (bond-index (optional uint)))
  (let (
      (gross (contract-call? 'ST000000000000000000002AMW42H.pox-5 get-earned-staker-rewards
        current-contract reward-cycle bond-index staker))
      (fees (fee-of gross reward-cycle bond-index))
    )
    { earned: (- gross fees), fees: fees }))

;; The fee of a cycle as fixed by its first pull; u0 before that.
(define-read-only (get-fee-bips-for-cycle (reward-cycle uint) (bond-index (optional uint)))
  (default-to u0 (map-get? cycle-fee-bips { reward-cycle: reward-cycle, bond-index: bond-index })))

(define-read-only (get-pox-addr (staker principal))
  (map-get? payouts staker))

(define-read-only (is-admin (caller principal))
  (default-to false (map-get? admins caller)))

(define-read-only (get-earned-fees) (var-get earned-fees))
(define-read-only (get-unclaimed-staker-rewards) (var-get unclaimed-staker-rewards))
(define-read-only (get-withdrawal-liability) (var-get withdrawal-liability))
(define-read-only (get-withdrawal-request-staker (request-id uint))
  (map-get? withdrawal-request-stakers request-id))

(define-read-only (check-pox-addr (pox-addr { version: (buff 1), hashbytes: (buff 32) }))
  (let ((version (buff-to-uint-be (get version pox-addr))))
    (ok (asserts! (and
        (is-eq (len (get version pox-addr)) u1)
        (<= version LAST_ADDRESS_VERSION)
        (is-eq (len (get hashbytes pox-addr)) (if (<= version LAST_HASH160_VERSION) u20 u32)))
      ERR_INVALID_POX_ADDR))))

;; ---- private

(define-private (admin-only)
  (ok (asserts! (and (is-eq tx-sender contract-caller) (is-admin tx-sender)) ERR_UNAUTHORIZED_ADMIN)))

(define-private (fee-of (gross uint) (reward-cycle uint) (bond-index (optional uint)))
  (/ (* gross (get-fee-bips-for-cycle reward-cycle bond-index)) BIPS))

(define-private (send-sbtc (amount uint) (recipient principal))
  (as-contract? ((with-ft 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token "sbtc-token" amount))
    (try! (contract-call? 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token transfer amount
      tx-sender recipient none))))

;; The whole net leaves this contract: (net - max-fee) to the BTC address, max-fee as the
;; withdrawal's fee budget. Below the budget, or at the dust limit, the claim fails.
(define-private (withdraw-to-btc (net uint)
    (payout { pox-addr: { version: (buff 1), hashbytes: (buff 32) }, max-fee: uint }))
  (let ((max-fee (get max-fee payout)))
    (asserts! (>= net max-fee) ERR_NO_CLAIMABLE_REWARDS)
    (as-contract? ((with-ft 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token "sbtc-token" net))
      (try! (contract-call? 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-withdrawal
        initiate-withdrawal-request (- net max-fee) (get pox-addr payout) max-fee)))))
