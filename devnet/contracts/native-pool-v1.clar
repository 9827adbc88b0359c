;; Satchel's devnet stand-in for Stacking DAO's pox-5 wrapper `native-pool-v1`
;; (docs/staking-pox-5.md#signer-managers; its mainnet signatures are unconfirmed, so the app
;; checks this interface on chain). The staker is the sender: pox-5 takes tx-sender as the staker
;; and, since 4.0.1, lets any contract call it, so the STX lock in the sender's own account, with
;; `native-pool-signer-manager` as their signer.
(define-public (delegate (amount-ustx uint) (num-cycles uint) (start-burn-ht uint))
  (contract-call? 'ST000000000000000000002AMW42H.pox-5 stake .native-pool-signer-manager amount-ustx
    num-cycles start-burn-ht none))

(define-public (delegate-update (cycles-to-extend uint) (amount-increase uint))
  (contract-call? 'ST000000000000000000002AMW42H.pox-5 stake-update .native-pool-signer-manager
    .native-pool-signer-manager cycles-to-extend amount-increase none))

(define-public (undelegate)
  (contract-call? 'ST000000000000000000002AMW42H.pox-5 unstake .native-pool-signer-manager))
