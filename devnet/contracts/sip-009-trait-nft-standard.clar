;; SIP-009 non-fungible token trait: the four functions SIP-009 standardises
;; (https://github.com/stacksgov/sips/blob/main/sips/sip-009/sip-009-nft-standard.md), deployed on
;; the devnet so that devnet NFTs (devnet-nft) can declare it.

(define-trait nft-trait
  (
    (get-last-token-id () (response uint uint))
    (get-token-uri (uint) (response (optional (string-ascii 256)) uint))
    (get-owner (uint) (response (optional principal) uint))
    (transfer (uint principal principal) (response bool uint))
  )
)
