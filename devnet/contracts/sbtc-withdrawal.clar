;; Satchel's devnet stand-in for sBTC's withdrawal contract, which simnet does not deploy (its
;; sbtc-registry already names `.sbtc-withdrawal` as the withdrawal protocol contract). The devnet
;; deploys this at the sBTC deployer's address, so a manager calls the same contract id as on
;; mainnet. It does what a withdrawal request does on chain: lock amount + max-fee of the sender's
;; sBTC (sbtc-token burned, sbtc-token-locked minted) and record the request in the registry.
;; There is no Bitcoin chain and no sBTC signer here: requests stay pending for ever.
(define-constant ERR_DUST_LIMIT (err u502))
(define-constant DUST_LIMIT u546)
(define-constant WITHDRAWAL_ROLE 0x02)

(define-public (initiate-withdrawal-request (amount uint)
    (recipient { version: (buff 1), hashbytes: (buff 32) }) (max-fee uint))
  (begin
    (asserts! (> amount DUST_LIMIT) ERR_DUST_LIMIT)
    (try! (contract-call? .sbtc-token protocol-lock (+ amount max-fee) tx-sender WITHDRAWAL_ROLE))
    (contract-call? .sbtc-registry create-withdrawal-request amount max-fee tx-sender recipient
      burn-block-height)))
