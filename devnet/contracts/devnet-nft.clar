;; devnet-nft - a SIP-009 NFT for what the devnet's users and tests need a plain NFT for (holdings,
;; NFT events, post-conditions): anyone may `claim` the next id for free. Devnet only.
(impl-trait .sip-009-trait-nft-standard.nft-trait)

(define-non-fungible-token devnet-nft uint)

(define-constant ERR_NOT_OWNER (err u4))
;; ids count from 1; u0 means none minted yet
(define-data-var last-token-id uint u0)

;; Mints the next id to the caller and answers it.
(define-public (claim)
  (let ((id (+ (var-get last-token-id) u1)))
    (try! (nft-mint? devnet-nft id tx-sender))
    (var-set last-token-id id)
    (ok id)))

(define-public (transfer (id uint) (sender principal) (recipient principal))
  (begin
    (asserts! (is-eq tx-sender sender) ERR_NOT_OWNER)
    (nft-transfer? devnet-nft id sender recipient)))

(define-read-only (get-last-token-id) (ok (var-get last-token-id)))
(define-read-only (get-token-uri (id uint)) (ok none))
(define-read-only (get-owner (id uint)) (ok (nft-get-owner? devnet-nft id)))
