; Fold nodes, lists, PROTO parts, the header block and multi-line template code.
[
  (header)
  (interface)
  (proto_body)
  (node_body)
  (list)
  (restrictions)
  (template_statement)
  (inactive_branch)
] @fold
