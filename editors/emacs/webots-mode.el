;;; webots-mode.el --- Major mode for Webots scene files, with eglot and webots-ls -*- lexical-binding: t -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages
;; URL: https://github.com/ (webots-ls, editors/emacs)

;;; Commentary:

;; A major mode for Webots scene files: `.wbt' worlds, `.proto' node definitions and `.wbo' node files.
;; It gives `#' comments, strings, highlighting of keywords, field types, node types, DEF/USE names,
;; numbers and PROTO template code, indentation by braces and brackets, and registers the `webots-ls'
;; language server with eglot: `M-x eglot' (or `eglot-ensure' in `webots-mode-hook') in a Webots buffer.
;;
;;   (add-to-list 'load-path "/path/to/webots-ls/editors/emacs")
;;   (require 'webots-mode)
;;   (add-hook 'webots-mode-hook #'eglot-ensure)   ; optional: start the server for every Webots file

;;; Code:

(defgroup webots nil
  "Webots scene files."
  :group 'languages
  :prefix "webots-")

(defcustom webots-indent-offset 2
  "Indentation of each level of braces and brackets in Webots files."
  :type 'integer
  :safe #'integerp)

(defcustom webots-ls-command '("webots-ls")
  "The command (program and arguments) that runs the webots-ls language server, for eglot."
  :type '(repeat string))

(defconst webots--keywords
  '("DEF" "USE" "IS" "PROTO" "EXTERNPROTO" "IMPORTABLE" "hidden"))

(defconst webots--field-kinds
  '("field" "vrmlField" "w3dField" "hiddenField" "deprecatedField" "unconnectedField"))

(defconst webots--font-lock-keywords
  `(("\\`#VRML_\\(?:SIM\\|OBJ\\).*" 0 font-lock-preprocessor-face t)
    ("\\(%[<{]=?\\)\\(?:.\\|\n\\)*?\\([>}]%\\)"
     (1 font-lock-preprocessor-face t) (2 font-lock-preprocessor-face t))
    ("\\_<\\(DEF\\|USE\\)\\_>[ \t\n]+\\([^][ \t\n{}\"#]+\\)"
     (1 font-lock-keyword-face) (2 font-lock-variable-name-face))
    (,(regexp-opt webots--keywords 'symbols) . font-lock-keyword-face)
    (,(regexp-opt webots--field-kinds 'symbols) . font-lock-builtin-face)
    ("\\_<[SM]F\\(?:Bool\\|Int32\\|Float\\|Vec2f\\|Vec3f\\|Rotation\\|Color\\|String\\|Node\\)\\_>"
     . font-lock-type-face)
    ("\\_<PROTO[ \t\n]+\\([A-Za-z_][A-Za-z0-9_]*\\)" 1 font-lock-function-name-face)
    ("\\_<\\([A-Z][A-Za-z0-9_]*\\)[ \t\n]*{" 1 font-lock-type-face)
    ("\\_<\\(TRUE\\|FALSE\\|NULL\\)\\_>" . font-lock-constant-face)
    ("\\(?:^\\|[ \t,[]\\)\\([-+]?\\(?:0[xX][0-9a-fA-F]+\\|[0-9]+\\.?[0-9]*\\(?:[eE][-+]?[0-9]+\\)?\\|\\.[0-9]+\\(?:[eE][-+]?[0-9]+\\)?\\)\\)\\_>"
     1 font-lock-constant-face))
  "Highlighting for `webots-mode'.")

(defvar webots-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?# "<" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?{ "(}" table)
    (modify-syntax-entry ?} "){" table)
    (modify-syntax-entry ?\[ "(]" table)
    (modify-syntax-entry ?\] ")[" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?- "_" table)
    (modify-syntax-entry ?+ "_" table)
    (modify-syntax-entry ?. "_" table)
    (modify-syntax-entry ?, "." table)
    (modify-syntax-entry ?% "." table)
    table)
  "Syntax table for `webots-mode'.")

(defun webots-indent-line ()
  "Indent the current line by the depth of the braces and brackets around it."
  (interactive)
  (let* ((savep (> (current-column) (current-indentation)))
         (indent (save-excursion
                   (beginning-of-line)
                   (let* ((ppss (syntax-ppss))
                          (depth (car ppss)))
                     (cond
                      ((nth 3 ppss) nil) ; inside a multi-line string: leave it
                      (t
                       (skip-chars-forward " \t")
                       (when (looking-at-p "[]}]") (setq depth (1- depth)))
                       (* webots-indent-offset (max depth 0))))))))
    (when indent
      (if savep
          (save-excursion (indent-line-to indent))
        (indent-line-to indent)))))

;;;###autoload
(define-derived-mode webots-mode prog-mode "Webots"
  "Major mode for Webots scene files (.wbt, .proto, .wbo)."
  :syntax-table webots-mode-syntax-table
  (setq-local comment-start "# ")
  (setq-local comment-start-skip "#+[ \t]*")
  (setq-local comment-end "")
  (setq-local indent-line-function #'webots-indent-line)
  (setq-local indent-tabs-mode nil)
  (setq-local electric-indent-chars (append '(?\} ?\]) electric-indent-chars))
  (setq-local font-lock-multiline t)
  (setq-local font-lock-defaults '(webots--font-lock-keywords)))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.\\(?:wbt\\|wbo\\)\\'" . webots-mode))

;; A .proto file is a Webots one when it starts with a Webots header; Protocol Buffers files keep their mode.
;;;###autoload
(add-to-list 'magic-mode-alist '("\\`#VRML_\\(?:SIM\\|OBJ\\)" . webots-mode))
;;;###autoload
(add-to-list 'auto-mode-alist '("/protos/[^/]*\\.proto\\'" . webots-mode))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               `(webots-mode . ,(lambda (&rest _) webots-ls-command))))

(provide 'webots-mode)
;;; webots-mode.el ends here
