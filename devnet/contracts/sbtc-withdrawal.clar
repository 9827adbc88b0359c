;; Satchel's devnet stand-in for sBTC's withdrawal contract, which simnet does not deploy (its
;; sbtc-registry already names `.sbtc-withdrawal` as the withdrawal protocol contract). The devnet
;; deploys this at the sBTC deployer's address, so a manager calls the same contract id as on
;; mainnet. It does what a withdrawal request does on chain: lock amount + max-fee of the sender's
;; sBTC (sbtc-token burned, sbtc-token-locked minted) and record the request in the registry.
;; There is no Bitcoin chain and no sBTC signer here: requests stay pending for ever.
;; `validate-recipient` answers as mainnet's read-only of that name does (its codes u500 and u501):
;; Fast Pool's max500 manager checks a payout address with it (devnet/vendor/managers/).
(define-constant ERR_INVALID_ADDR_VERSION (err u500))
(define-constant ERR_INVALID_ADDR_HASHBYTES (err u501))
(define-constant ERR_DUST_LIMIT (err u502))
(define-constant DUST_LIMIT u546)
(define-constant WITHDRAWAL_ROLE 0x02)
;; Address versions 0x00-0x04 carry a 20-byte hash, 0x05-0x06 a 32-byte one.
(define-constant LAST_HASH160_VERSION u4)
(define-constant LAST_ADDRESS_VERSION u6)

(define-read-only (validate-recipient (recipient { version: (buff 1), hashbytes: (buff 32) }))
  (let ((version (buff-to-uint-be (get version recipient))))
    (asserts! (<= version LAST_ADDRESS_VERSION) ERR_INVALID_ADDR_VERSION)
    (ok (asserts! (is-eq (len (get hashbytes recipient))
        (if (<= version LAST_HASH160_VERSION) u20 u32))
      ERR_INVALID_ADDR_HASHBYTES))))

(define-public (initiate-withdrawal-request (amount uint)
    (recipient { version: (buff 1), hashbytes: (buff 32) }) (max-fee uint))
  (begin
    (try! (validate-recipient recipient))
    (asserts! (> amount DUST_LIMIT) ERR_DUST_LIMIT)
    (try! (contract-call? .sbtc-token protocol-lock (+ amount max-fee) tx-sender WITHDRAWAL_ROLE))
    (contract-call? .sbtc-registry create-withdrawal-request amount max-fee tx-sender recipient
      burn-block-height)))
