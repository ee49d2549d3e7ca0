;;; emacs_check.el --- driven by test_emacs.py: `emacs --batch -l emacs_check.el` (site-start activates Debian's elpa-eglot) -*- lexical-binding: t -*-
;; Env: WEBOTS_MODE_DIR (editors/emacs), WEBOTS_LS_CMD, WEBOTS_FILE, WEBOTS_RESULT.
;; Opens the file with webots-mode, starts eglot from its registration in `eglot-server-programs', waits for
;; the server's diagnostics in flymake, then runs xref-find-definitions on the name in `USE BOX' and records
;; where point went, as JSON.
(require 'json)
(require 'cl-lib)

(defvar check-result nil)
(defun check-put (key value) (push (cons key value) check-result))

(defun check-wait (seconds pred)
  "Poll PRED while processing server output, for at most SECONDS."
  (let ((deadline (+ (float-time) seconds)) done)
    (while (and (not (setq done (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    done))

(defun check-finish ()
  (with-temp-file (getenv "WEBOTS_RESULT")
    (let ((json-encoding-pretty-print t))
      (insert (json-encode check-result))))
  (kill-emacs 0))

(condition-case err
    (progn
      (add-to-list 'load-path (getenv "WEBOTS_MODE_DIR"))
      (require 'webots-mode)
      (require 'eglot)
      (setq webots-ls-command (list (getenv "WEBOTS_LS_CMD")))
      (setq eglot-sync-connect 20 eglot-connect-timeout 30)
      (find-file (getenv "WEBOTS_FILE"))
      (check-put 'mode (symbol-name major-mode))
      (check-put 'comment_start comment-start)
      ;; Start eglot the way `M-x eglot' does: the contact comes from `eglot-server-programs'.
      (let ((contact (eglot--guess-contact)))
        (check-put 'contact (format "%S" (nth 3 contact)))
        (apply #'eglot contact))
      (check-put 'server (and (eglot-current-server) t))
      (check-put 'flymake (and (bound-and-true-p flymake-mode) t))
      (let ((want "Did not find a 'DEF NOPE' to match 'USE NOPE'"))
        (check-put 'got_diagnostic
                   (check-wait 30 (lambda ()
                                    (cl-some (lambda (d) (string-match-p (regexp-quote want)
                                                                         (flymake-diagnostic-text d)))
                                             (flymake-diagnostics))))))
      (check-put 'diagnostics
                 (vconcat (mapcar (lambda (d)
                                    (save-excursion
                                      (goto-char (flymake-diagnostic-beg d))
                                      `((line . ,(line-number-at-pos)) (col . ,(- (point) (line-beginning-position)))
                                        (type . ,(format "%s" (flymake-diagnostic-type d)))
                                        (text . ,(flymake-diagnostic-text d)))))
                                  (flymake-diagnostics))))
      ;; Point on the name in `USE BOX' (its line has non-ASCII text before it), then M-. as a user would.
      (goto-char (point-min))
      (search-forward "USE BOX")
      (backward-char 2)
      (check-put 'use_line (line-number-at-pos))
      (let ((xref-prompt-for-identifier nil))
        (call-interactively #'xref-find-definitions))
      (check-wait 10 (lambda () (/= (line-number-at-pos) (cdr (assq 'use_line check-result)))))
      (check-put 'line (line-number-at-pos))
      (check-put 'col (- (point) (line-beginning-position))) ; characters, not display columns
      (check-put 'word (buffer-substring-no-properties (point) (min (point-max) (+ (point) 3)))))
  (error (check-put 'error (format "%S" err))))
;; Modes of the other files in the project: a Webots PROTO, a Protocol Buffers file, a .wbo.
(condition-case err
    (let ((project (file-name-directory (directory-file-name (file-name-directory (getenv "WEBOTS_FILE"))))))
      (check-put 'modes
                 (mapcar (lambda (name)
                           (cons name (symbol-name (buffer-local-value
                                                    'major-mode
                                                    (find-file-noselect (expand-file-name name project))))))
                         '("protos/Crate.proto" "api.proto" "Crate.wbo"))))
  (error (check-put 'error (format "modes: %S" err))))
;; Indentation by braces and brackets, and comment-region.
(condition-case err
    (with-temp-buffer
      (insert "Group {\nchildren [\nSolid {\nname \"a { [\"\n}\n]\n}\n")
      (webots-mode)
      (indent-region (point-min) (point-max))
      (goto-char (point-min))
      (comment-region (point-min) (line-end-position))
      (check-put 'indented (buffer-string)))
  (error (check-put 'error (format "indent: %S" err))))
(check-finish)
