;; A counter anyone can increment; only the deployer can reset it.
(define-constant CONTRACT_OWNER tx-sender)
(define-constant ERR_NOT_OWNER (err u401))

(define-data-var count uint u0)
(define-map increments principal uint)

(define-read-only (get-count)
  (ok (var-get count)))

(define-public (increment)
  (let ((mine (default-to u0 (map-get? increments tx-sender))))
    (map-set increments tx-sender (+ mine u1))
    (ok (var-set count (+ (var-get count) u1)))))

(define-public (reset)
  (begin
    (asserts! (is-eq tx-sender CONTRACT_OWNER) ERR_NOT_OWNER)
    (ok (var-set count u0))))
